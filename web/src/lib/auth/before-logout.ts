/**
 * Work that must run while the user is still signed in to Firebase, just before logout signs them
 * out (presence going "Offline" needs their credentials for the rules). Registered by signed-in
 * code, so the auth provider on /login does not have to import it.
 */
type Task = () => Promise<void>;
const tasks = new Set<Task>();

/** Registers a task; returns the function that removes it. */
export function addBeforeLogout(task: Task): () => void {
  tasks.add(task);
  return () => tasks.delete(task);
}

/** Runs every task, waiting at most `timeoutMs` so a slow network never blocks signing out. */
export async function runBeforeLogout(timeoutMs = 3000): Promise<void> {
  if (tasks.size === 0) return;
  const all = Promise.allSettled([...tasks].map((t) => t()));
  await Promise.race([all, new Promise((resolve) => setTimeout(resolve, timeoutMs))]);
}
