import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { MENU } from "../../src/components/layout/menu-items";
import { initialsOf } from "../../src/components/layout/school-brand";
import { dashboardRequest } from "../../src/features/dashboard/api/dashboard-request";
import { staticMenuHtml } from "../static-shell";

const read = (path: string) => readFileSync(new URL(path, import.meta.url), "utf8");
const indexHtml = read("../../index.html");
const inlineScript = /<script>([\s\S]*?)<\/script>/.exec(indexHtml)?.[1] ?? "";
const root = /<div id="root">[\s\S]*?\n {4}<\/div>/.exec(indexHtml)?.[0] ?? "";

/** Runs the shell's inline script as the browser would, at `path` with `stored` in localStorage. */
function openShell(path: string, stored: Record<string, string> = {}) {
  document.documentElement.removeAttribute("data-shell");
  for (const name of ["data-shell-login", "data-shell-admin", "data-shell-dashboard"])
    document.documentElement.removeAttribute(name);
  document.body.innerHTML = root.replace("<!--static-shell:menu-->", staticMenuHtml());
  localStorage.clear();
  for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
  window.history.pushState(null, "", path);
  delete window.__earlyApi;
  vi.stubGlobal(
    "fetch",
    vi.fn(() => Promise.resolve({ ok: true })),
  );
  new Function(inlineScript)();
  return document.documentElement;
}

const staff = { token: "a.b.c", user: JSON.stringify({ displayName: "Jordan Lee", role: "staff" }) };

describe("the static shell in index.html", () => {
  it("is allowed by Hosting's Content-Security-Policy (its hash is listed in firebase.json)", () => {
    expect(inlineScript.length).toBeGreaterThan(100);
    const hash = createHash("sha256").update(inlineScript).digest("base64");
    const csp = JSON.stringify(JSON.parse(read("../../../firebase.json")));
    expect(csp, `firebase.json's script-src needs 'sha256-${hash}'`).toContain(
      `script-src 'self' 'sha256-${hash}'`,
    );
  });

  it("draws every menu group and item, marking the admin-only ones", () => {
    const html = staticMenuHtml();
    for (const group of MENU) {
      expect(html).toContain(`<p>${group.title.replace("&", "&amp;")}</p>`);
      for (const item of group.children ?? []) {
        expect(html).toContain(`data-path="${item.url}"`);
        if (item.adminOnly)
          expect(html).toMatch(
            new RegExp(`<li data-admin-only><span class="ss-link" data-path="${item.url}"`),
          );
      }
    }
  });

  it("shows the sign-in card to a visitor with no session, wherever they land", () => {
    expect(openShell("/login").getAttribute("data-shell")).toBe("public");
    expect(openShell("/login").hasAttribute("data-shell-login")).toBe(true);
    expect(openShell("/students/details").hasAttribute("data-shell-login")).toBe(true);
    // A reset page keeps the frame without the sign-in card.
    expect(openShell("/auth/reset-password").hasAttribute("data-shell-login")).toBe(false);
  });

  it("shows the console frame, the current menu item and the dashboard's welcome to a signed-in user", () => {
    const html = openShell("/dashboard", staff);
    expect(html.getAttribute("data-shell")).toBe("console");
    expect(html.hasAttribute("data-shell-admin")).toBe(false);
    expect(html.hasAttribute("data-shell-dashboard")).toBe(true);
    expect(document.getElementById("ss-welcome")?.textContent).toBe(
      "Welcome back, Jordan. Here is what needs doing today.",
    );
    expect(document.getElementById("ss-user")?.textContent).toBe("Jordan Lee");
    expect(document.querySelector('[aria-current="page"]')?.getAttribute("data-path")).toBe("/dashboard");
  });

  it("paints the menu's counts this device remembers, and nothing for a missing or odd value", () => {
    const badge = (id: string) => document.querySelector(`[data-id="${id}"] .ss-badge`)?.textContent ?? null;
    openShell("/students/groups", {
      ...staff,
      menuBadges: JSON.stringify({ "support-chat": 3, "bug-reports": 0 }),
    });
    expect(badge("support-chat")).toBe("3");
    expect(badge("bug-reports")).toBeNull();
    openShell("/students/groups", { ...staff, menuBadges: JSON.stringify({ "support-chat": "<b>9</b>" }) });
    expect(badge("support-chat")).toBeNull();
    openShell("/students/groups", { ...staff, menuBadges: "{not json" });
    expect(document.querySelectorAll(".ss-badge")).toHaveLength(0);
    expect(document.documentElement.getAttribute("data-shell")).toBe("console");
  });

  it("starts the dashboard's request as the screen's code would make it, with the session", () => {
    openShell("/dashboard?program=Jazz%20%26%20Tap", staff);
    const { path, query } = dashboardRequest("Jazz & Tap");
    expect(window.__earlyApi?.url).toBe(
      `/api${path}?${new URLSearchParams(query as Record<string, string>)}`,
    );
    expect(fetch).toHaveBeenCalledWith(window.__earlyApi?.url, {
      headers: { Accept: "application/json", Authorization: "Bearer a.b.c" },
    });
    openShell("/dashboard", staff);
    expect(window.__earlyApi?.url).toBe("/api/dashboard");
    openShell("/students/groups", staff);
    expect(window.__earlyApi).toBeUndefined();
  });

  it("leaves the page title out on other screens, and marks admins", () => {
    const html = openShell("/students/groups", {
      ...staff,
      user: JSON.stringify({ displayName: "Ada", role: "admin" }),
    });
    expect(html.hasAttribute("data-shell-dashboard")).toBe(false);
    expect(html.hasAttribute("data-shell-admin")).toBe(true);
    expect(document.querySelector('[aria-current="page"]')?.getAttribute("data-path")).toBe(
      "/students/groups",
    );
  });

  it("paints the school's name and initials this device remembers, as the React frame will", () => {
    const brand = JSON.stringify({ name: "Northside Dance Academy", logoURL: null });
    openShell("/students/groups", { ...staff, schoolBrand: brand });
    expect(document.getElementById("ss-school")?.textContent).toBe("Northside Dance Academy");
    expect(document.getElementById("ss-school-short")?.textContent).toBe("Northside Dance Academy");
    expect(document.getElementById("ss-mark")?.textContent).toBe(initialsOf("Northside Dance Academy"));
    expect(document.querySelector(".ss-logo")).toBeNull();
  });

  it("paints the school's logo in place of the initials when there is one", () => {
    const logoURL = "https://cdn.example.test/logo.png";
    openShell("/dashboard", { ...staff, schoolBrand: JSON.stringify({ name: "Northside", logoURL }) });
    expect(document.querySelector<HTMLImageElement>(".ss-brand .ss-logo")?.src).toBe(logoURL);
    expect(document.getElementById("ss-mark")).toBeNull();
  });

  it("keeps the app's own name with nothing remembered, a damaged value or a visitor", () => {
    for (const stored of [
      staff,
      { ...staff, schoolBrand: "{not json" },
      { ...staff, schoolBrand: '{"name":7}' },
    ]) {
      openShell("/dashboard", stored);
      expect(document.getElementById("ss-school")?.textContent).toBe("Studio Admin");
      expect(document.getElementById("ss-mark")?.textContent).toBe("SA");
    }
    openShell("/login", { schoolBrand: JSON.stringify({ name: "Northside", logoURL: null }) });
    expect(document.getElementById("ss-school")?.textContent).toBe("Studio Admin");
  });

  it("survives a damaged stored user", () => {
    expect(openShell("/dashboard", { token: "x", user: "{not json" }).getAttribute("data-shell")).toBe(
      "public",
    );
  });
});
