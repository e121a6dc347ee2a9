import { DEMO_STUDENT, HOSTING_URL, demoIdToken, measureGets } from "../lib.mjs";

/**
 * The student content budgets (measured, never asserted): the student feed, pages and links each under
 * 150 ms p95, on the seeded school through Hosting -> function -> Firestore emulator.
 */
export default async function studentContent() {
  const headers = {
    authorization: `Bearer ${await demoIdToken(DEMO_STUDENT)}`,
  };
  const get = async (path) => {
    const res = await fetch(`${HOSTING_URL}/api${path}`, { headers });
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    await res.arrayBuffer();
  };
  // Warm-up: the functions emulator loads the code, and the account check is cached.
  for (let i = 0; i < 5; i++) await get("/me/pages");
  console.log("\nThe student API (a demo student's ID token), 100 sequential requests each:");
  await measureGets(get, "GET /api/me/announcements", 100, "/me/announcements");
  await measureGets(get, "GET /api/me/pages", 100, "/me/pages");
  await measureGets(get, "GET /api/me/pages/dress-code", 100, "/me/pages/dress-code");
  await measureGets(get, "GET /api/me/links", 100, "/me/links");
}
