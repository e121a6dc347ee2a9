import { assertFails, assertSucceeds, type RulesTestContext } from "@firebase/rules-unit-testing";
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  setLogLevel,
  updateDoc,
} from "firebase/firestore";
import { afterAll, beforeAll, describe, it } from "vitest";
import { accountStatusOf, type AuthAccount } from "../../functions/src/users/account-status";
import { issueSlot, removeSlots } from "../support/account-status";
import { rootRules, useRulesEnvironment } from "../support/rules-environment";

/*
 * An ended account ends everywhere: a Firebase ID token a browser still holds (valid for up to an
 * hour, its role claim frozen) opens neither Firestore nor Storage once the account's status
 * (`accountStatus/{uid}`, kept by the API from Firebase Auth) says the account has ended. Each way
 * an account ends is one case, with the status the API writes for it (`accountStatusOf`, the
 * function the API uses), and each must lose every read and write a current account has.
 *
 * The Storage emulator reads Firestore in the suite's own project, so this file works there (no
 * clearFirestore): its accounts, chat and slots have ids of this run and are removed afterwards.
 */
const PROJECT = process.env.GCLOUD_PROJECT ?? "demo-studio-admin";
const env = useRulesEnvironment({
  projectId: PROJECT,
  firestore: { host: "127.0.0.1", port: 8080, rules: rootRules("firestore.rules") },
  storage: { host: "127.0.0.1", port: 9199, rules: rootRules("storage.rules") },
});

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const uidOf = (name: string) => `${name}-${run}`;
const CHAT = `status-chat-${run}`;
/** When the revocations below happened, in Unix seconds (what `auth_time` counts in). */
const REVOKED_AT = 1_800_000_000;
const KB = 1024;

interface Account {
  uid: string;
  /** The role claim in the ID token the browser holds; none for a self-registered account. */
  tokenRole: string | null;
  /** When that token's sign-in was. */
  authTime: number;
  /** The status the API keeps for the account, from its Auth account; null when it has none. */
  auth: AuthAccount | null;
}

const signedInBefore = REVOKED_AT - 60;
const authAccount = (changes: Partial<AuthAccount>): AuthAccount => ({
  exists: true,
  disabled: false,
  role: "student",
  validAfterSeconds: null,
  ...changes,
});

/** Accounts that are current: everything below must work for them. */
const CURRENT: [string, Account][] = [
  [
    "a current staff member",
    {
      uid: uidOf("staff"),
      tokenRole: "staff",
      authTime: signedInBefore,
      auth: authAccount({ role: "staff" }),
    },
  ],
  [
    "a current student",
    { uid: uidOf("student"), tokenRole: "student", authTime: signedInBefore, auth: authAccount({}) },
  ],
  [
    "a student who signed in again after signing out everywhere",
    {
      uid: uidOf("back"),
      tokenRole: "student",
      authTime: REVOKED_AT,
      auth: authAccount({ validAfterSeconds: REVOKED_AT }),
    },
  ],
];

/** Each way an account ends, with the token the browser still holds from before. */
const ENDED: [string, Account][] = [
  [
    "a team member disabled in the team screen",
    {
      uid: uidOf("disabled"),
      tokenRole: "staff",
      authTime: signedInBefore,
      auth: authAccount({ role: "staff", disabled: true, validAfterSeconds: REVOKED_AT }),
    },
  ],
  [
    // The revocation that goes with a role change is left out: the role alone must end the token.
    "a team member whose role changed (staff to admin), token from before",
    {
      uid: uidOf("role"),
      tokenRole: "staff",
      authTime: signedInBefore,
      auth: authAccount({ role: "admin" }),
    },
  ],
  [
    "an archived student",
    {
      uid: uidOf("archived"),
      tokenRole: "student",
      authTime: signedInBefore,
      auth: authAccount({ disabled: true }),
    },
  ],
  [
    "a student whose account was unlinked (email removed)",
    {
      uid: uidOf("unlinked"),
      tokenRole: "student",
      authTime: signedInBefore,
      auth: authAccount({ disabled: true }),
    },
  ],
  [
    "a student who signed out everywhere (or changed their password), token from before",
    {
      uid: uidOf("signed-out"),
      tokenRole: "student",
      authTime: REVOKED_AT - 1,
      auth: authAccount({ validAfterSeconds: REVOKED_AT }),
    },
  ],
  [
    "a deleted account (no status left)",
    { uid: uidOf("deleted"), tokenRole: "student", authTime: signedInBefore, auth: null },
  ],
  [
    "an account nobody made (self-registered: no role claim, no status)",
    { uid: uidOf("self"), tokenRole: null, authTime: signedInBefore, auth: null },
  ],
  [
    "an account without a role (a status that names none)",
    {
      uid: uidOf("no-role"),
      tokenRole: null,
      authTime: signedInBefore,
      auth: authAccount({ role: undefined }),
    },
  ],
];
const EVERYONE = [...CURRENT, ...ENDED].map(([, a]) => a);

const contextOf = (a: Account): RulesTestContext =>
  env().authenticatedContext(a.uid, {
    auth_time: a.authTime,
    ...(a.tokenRole ? { role: a.tokenRole } : {}),
  });
const profile = (uid: string) => ({
  displayName: `User ${uid}`,
  photoURL: null,
  status: "Offline",
  lastSeen: null,
  isTyping: false,
});
const slottedPaths: string[] = [];
let n = 0;

/** An upload with a valid slot for it, so only the account decides. */
async function upload(ctx: RulesTestContext, a: Account, folder: string) {
  const path = `${folder}s${run}${n++}.png`;
  await issueSlot({ uid: a.uid, path, contentType: "image/png", size: KB });
  slottedPaths.push(path);
  return ctx
    .storage()
    .ref(path)
    .put(new Uint8Array(KB), { contentType: "image/png" })
    .then((s) => s);
}

beforeAll(async () => {
  setLogLevel("silent");
  await env().withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    for (const a of EVERYONE) {
      await setDoc(doc(db, `users/${a.uid}`), profile(a.uid));
      if (a.auth) await setDoc(doc(db, `accountStatus/${a.uid}`), accountStatusOf(a.auth));
      await ctx
        .storage()
        .ref(`profile-photos/${a.uid}/seen.png`)
        .put(new Uint8Array(KB), { contentType: "image/png" });
      await ctx.storage().ref(`chats/${CHAT}/${a.uid}/seen.png`).put(new Uint8Array(KB), {
        contentType: "image/png",
      });
    }
    await setDoc(doc(db, `chats/${CHAT}`), {
      type: "group",
      name: "Everyone",
      members: EVERYONE.map((a) => a.uid),
      unread: Object.fromEntries(EVERYONE.map((a) => [a.uid, 1])),
    });
    await setDoc(doc(db, `chats/${CHAT}/messages/m1`), {
      text: "hello",
      sentBy: { uid: "x", displayName: "X" },
    });
  });
});
afterAll(async () => {
  await removeSlots(slottedPaths);
  await env().withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    const messages = await getDocs(collection(db, `chats/${CHAT}/messages`));
    await Promise.all(messages.docs.map((m) => deleteDoc(m.ref)));
    await deleteDoc(doc(db, `chats/${CHAT}`));
    for (const a of EVERYONE) {
      await deleteDoc(doc(db, `users/${a.uid}`));
      await deleteDoc(doc(db, `accountStatus/${a.uid}`));
      for (const folder of [`profile-photos/${a.uid}`, `chats/${CHAT}/${a.uid}`]) {
        const listed = await ctx.storage().ref(folder).listAll();
        await Promise.all(listed.items.map((item) => item.delete()));
      }
    }
  });
});

/** Every direct Firestore request a current account of either role may make, one at a time. */
const firestoreRequests = (a: Account): (() => Promise<unknown>)[] => {
  const db = () => contextOf(a).firestore();
  return [
    () => getDoc(doc(db(), `users/${a.uid}`)),
    () => getDoc(doc(db(), `chats/${CHAT}`)),
    () => getDocs(collection(db(), `chats/${CHAT}/messages`)),
    () =>
      addDoc(collection(db(), `chats/${CHAT}/messages`), {
        text: "still here?",
        sentBy: { uid: a.uid, displayName: `User ${a.uid}`, photoURL: null },
        sentAt: serverTimestamp(),
      }),
    () => updateDoc(doc(db(), `users/${a.uid}`), { status: "Online", lastSeen: null }),
    () => updateDoc(doc(db(), `chats/${CHAT}`), { [`unread.${a.uid}`]: 0 }),
  ];
};

/** Every direct Storage request a current account of either role may make, one at a time. */
const storageRequests = (a: Account): (() => Promise<unknown>)[] => {
  const ctx = () => contextOf(a);
  return [
    () => ctx().storage().ref(`profile-photos/${a.uid}/seen.png`).getDownloadURL(),
    () => ctx().storage().ref(`chats/${CHAT}/${a.uid}/seen.png`).getDownloadURL(),
    () => upload(ctx(), a, `profile-photos/${a.uid}/`),
    () => upload(ctx(), a, `chats/${CHAT}/${a.uid}/`),
  ];
};

describe.each(CURRENT)("%s", (_name, account) => {
  it("Firestore: reads their profile, the chat and its messages, posts, updates presence and unread", async () => {
    for (const request of firestoreRequests(account)) await assertSucceeds(request());
  });
  it("Storage: reads their photo and the chat's files, uploads a photo and an attachment", async () => {
    for (const request of storageRequests(account)) await assertSucceeds(request());
  });
});

describe.each(ENDED)("%s", (_name, account) => {
  it("Firestore: every read and write is refused", async () => {
    for (const request of firestoreRequests(account)) await assertFails(request());
  });
  it("Storage: every read and upload is refused", async () => {
    for (const request of storageRequests(account)) await assertFails(request());
  });
});

describe("staff reads that need a current staff account", () => {
  const [, staff] = CURRENT[0]!;
  const [, disabled] = ENDED[0]!;
  it("list users/: the current staff member may, the disabled one may not", async () => {
    await assertSucceeds(getDocs(collection(contextOf(staff).firestore(), "users")));
    await assertFails(getDocs(collection(contextOf(disabled).firestore(), "users")));
  });
  it("get another person's photo: the current staff member may, the disabled one may not", async () => {
    const other = `profile-photos/${CURRENT[1]![1].uid}/seen.png`;
    await assertSucceeds(contextOf(staff).storage().ref(other).getDownloadURL());
    await assertFails(contextOf(disabled).storage().ref(other).getDownloadURL());
  });
});
