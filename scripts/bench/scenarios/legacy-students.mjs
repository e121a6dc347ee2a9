import { HOSTING_URL, demoSession, ms, timeSequential } from "../lib.mjs";

/** p50/p95 of GET /api/student over 200 sequential requests on the seeded school. */
export default async function legacyStudents() {
  const token = await demoSession();
  const headers = { authorization: `Bearer ${token}` };
  let count = 0;
  // A few warm-up calls so the functions emulator has loaded the code.
  for (let i = 0; i < 5; i++)
    await fetch(`${HOSTING_URL}/api/student`, { headers }).then((r) => r.arrayBuffer());
  const result = await timeSequential(200, async () => {
    const res = await fetch(`${HOSTING_URL}/api/student`, { headers });
    const body = await res.json();
    count = body.data.length;
  });
  console.log(
    `\nGET /api/student (${count} students, via Hosting -> function -> Firestore emulator), ${result.count} sequential requests:`,
  );
  console.log(`  p50 ${ms(result.p50)}   p95 ${ms(result.p95)}   max ${ms(result.max)}`);
}
