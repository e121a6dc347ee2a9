// The pages and links students read, written through the API's own builders (built by
// `npm run build -w functions`), so the demo is stored exactly as the API stores it.
import { linkDocument } from "../../functions/lib/links/link-document.js";
import { pageDocument, pageVersionDocument } from "../../functions/lib/pages/page-document.js";

const DRESS_CODE = `Please come to every class dressed for it: teachers need to see your alignment, and the right
shoes keep you safe.

## Ballet (all levels)

- Leotard in your group's colour (see below), **pink ballet tights**
- Pink leather or canvas ballet shoes with elastics sewn on
- Hair in a neat bun, with no loose strands; no jewellery except stud earrings

Leotard colours by group:

- Tiny Toes: pale pink (a skirt is fine)
- Junior Ballet: lilac
- Senior Ballet: navy

## Jazz, tap and contemporary

- Black leggings or jazz pants and a fitted plain top
- Jazz: black split-sole jazz shoes. Tap: black tap shoes (lace-up or Mary Jane)
- Contemporary: bare feet or foot thongs

## Hip hop

Comfortable clothes you can move in and **clean** trainers that are only worn indoors.

Uniform is sold at the front desk on Saturdays, or through the uniform shop in *Links*.
Please label everything with your name: the lost property box is emptied at the end of each term.
`;

const FAQ_V1 = `## What if I miss a class?

Let your teacher know in the app. Every week's class video is in the video library.

## Can I watch my child's class?

Parents are welcome at the open week in the last week of each term.
`;

const FAQ = `## What if I miss a class?

Let your teacher know in the app before class if you can. Every week's class video is in the
video library, so you can catch up at home.

## Can I watch my child's class?

Parents are welcome in the studio during **open week**, the last week of each term. Other weeks,
the viewing window by Studio A is open for the last ten minutes of each class.

## Can I try a different style?

Yes. Your first class in a new style is free; ask at the front desk to book it.

## When do exams happen?

Ballet and tap exams (RAD and ISTD) are in the spring term. Your teacher will tell you in
January whether you are entered; entry fees are due by the end of February.

## How do I pay?

Fees are invoiced each term and can be paid online, by card at the desk, or in three monthly
instalments. Talk to the office if money is tight: we have bursary places every year.
`;

const TERM_DATES_V1 = `## Autumn term

- Classes start **Monday 8 September**
- Half term: 27 October to 1 November (no classes)
- Last classes: Saturday 13 December

## Spring term

- Classes start Monday 5 January
`;

const TERM_DATES = `## Autumn term

- Classes start **Monday 8 September**
- Half term: Monday 27 October to Saturday 1 November (no classes)
- Open week: 8 to 13 December
- Last classes: Saturday 13 December

## Spring term

- Classes start **Monday 5 January**
- Half term: 16 to 21 February
- Exams: weekends in March (your teacher confirms your date)
- Last classes: Saturday 28 March

## Summer term

- Classes start Monday 20 April
- Showcase rehearsals: from 1 June, Saturdays
- **Summer showcase: Saturday 27 June**, two performances
`;

const POLICIES = `## Attendance

Please arrive ten minutes before class to change and warm up. If you will miss a class, tell your
teacher in the app. After two missed classes in a row we contact your parent or guardian.

## Safeguarding

Every teacher and volunteer has a current background check and first-aid training. Our
safeguarding lead is the academy director: you can always talk to them, in person or by message.

- Students under 11 are collected from the studio door by a known adult
- Teachers never message students privately outside the academy's app
- Photos and videos are only taken with the consent recorded on your enrolment form

## Injuries and health

Tell your teacher before class about any injury or health condition, even a small one. Do not
dance on an injury: come and watch the class instead, you will still learn.

## Behaviour

Be kind, be on time, and look after each other and the studios. No food in the studios, and
phones stay in the changing room unless your teacher asks you to film.
`;

const SHOWCASE = `The senior groups' showcase rehearsals start on **1 June**.

- Rehearsals are on Saturdays from 1pm to 4pm in Studio A
- Costumes are fitted in the first two rehearsals: please bring your tights and shoes
- Tickets go on sale to families on 15 May
`;

/** Pages, with the versions the demo's history shows (the last is the page as it is now). */
const PAGES = [
  { slug: "dress-code", title: "Dress code", bodies: [DRESS_CODE], order: 0, by: ["demo-staff"] },
  {
    slug: "faq",
    title: "Frequently asked questions",
    bodies: [FAQ_V1, FAQ],
    order: 1,
    by: ["demo-staff", "demo-admin"],
  },
  {
    slug: "term-dates",
    title: "Term dates",
    bodies: [TERM_DATES_V1, TERM_DATES],
    order: 2,
    by: ["demo-admin", "demo-staff"],
  },
  { slug: "policies", title: "Policies", bodies: [POLICIES], order: 3, by: ["demo-admin"] },
  {
    slug: "senior-showcase",
    title: "Senior showcase rehearsals",
    bodies: [SHOWCASE],
    order: 4,
    by: ["demo-staff"],
    audience: { type: "groups", ids: ["senior-ballet", "contemporary-teens"] },
    status: "draft",
  },
];

const LINKS = [
  {
    title: "Uniform shop",
    url: "https://www.blochworld.com/",
    category: "Shop",
    description: "Leotards, tights and shoes. Quote the academy's name at checkout.",
  },
  {
    title: "RAD ballet exam syllabus",
    url: "https://www.royalacademyofdance.org/exams/",
    category: "Exams",
    description: "What each grade's exam asks, from Pre-Primary to Grade 8.",
    audience: { type: "groups", ids: ["junior-ballet", "senior-ballet"] },
  },
  {
    title: "ISTD tap and modern exams",
    url: "https://www.istd.org/dance/exams/",
    category: "Exams",
    description: "The Imperial Society's tap and modern theatre syllabus.",
    audience: { type: "groups", ids: ["tap-seniors", "jazz-juniors"] },
  },
  {
    title: "Class warm-up playlist",
    url: "https://open.spotify.com/playlist/37i9dQZF1DWZd79rJ6a7lp",
    category: "Practice",
    description: "The music we warm up to, for practice at home.",
  },
  {
    title: "New York City Ballet: watch and learn",
    url: "https://www.nycballet.com/discover/",
    category: "Inspiration",
    description: "Performances, rehearsal clips and interviews with dancers.",
  },
  {
    title: "Summer intensive sign-up",
    url: "https://forms.office.com/r/northside-summer-intensive",
    category: "Events",
    description: "Last year's form: this year's opens in April.",
    shown: false,
  },
];

/**
 * The demo's pages (`pages/{slug}`), their versions (`pages/{slug}/versions/{n}`) and links
 * (`links/link-{n}`). `stamp` is when the demo school was set up; each later version is a day on.
 */
export function buildContent({ stamp, addDays, staff }) {
  const nameOf = (uid) => staff.find((s) => s.uid === uid)?.displayName ?? "Staff";
  const pages = [];
  const pageVersions = [];
  for (const p of PAGES) {
    const fieldsAt = (i) => ({
      slug: p.slug,
      title: p.title,
      body: p.bodies[i],
      status: p.status ?? "published",
      audience: p.audience ?? { type: "everyone", ids: [] },
      order: p.order,
    });
    p.bodies.forEach((_, i) => {
      pageVersions.push({
        pageId: p.slug,
        version: i + 1,
        data: pageVersionDocument(i + 1, fieldsAt(i), {
          uid: p.by[i],
          name: nameOf(p.by[i]),
          at: addDays(stamp, i),
        }),
      });
    });
    const last = p.bodies.length - 1;
    pages.push({
      id: p.slug,
      data: {
        ...pageDocument(fieldsAt(last), { archived: false, version: last + 1 }),
        updatedByName: nameOf(p.by[last]),
        createdAt: stamp,
        createdBy: p.by[0],
        updatedAt: addDays(stamp, last),
        updatedBy: p.by[last],
      },
    });
  }
  const links = LINKS.map((l, order) => ({
    id: `link-${order + 1}`,
    data: {
      ...linkDocument(l, { order, archived: false }),
      createdAt: stamp,
      updatedAt: stamp,
      createdBy: "demo-admin",
      updatedBy: "demo-admin",
    },
  }));
  return { pages, pageVersions, links };
}
