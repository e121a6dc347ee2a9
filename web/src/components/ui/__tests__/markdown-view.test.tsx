import { ChakraProvider } from "@chakra-ui/react";
import { render } from "@testing-library/react";
import { system } from "@/components/ui/system";
import { MarkdownView } from "../markdown-view";

const renderMd = (source: string) =>
  render(
    <ChakraProvider value={system}>
      <MarkdownView source={source} />
    </ChakraProvider>,
  ).container;

describe("MarkdownView", () => {
  it("renders Markdown formatting", () => {
    const c = renderMd("Hello **dancers**\n\n- one\n- two\n\n[Timetable](https://studio.test/timetable)");
    expect(c.querySelector("strong")?.textContent).toBe("dancers");
    expect(c.querySelectorAll("li")).toHaveLength(2);
    const a = c.querySelector("a");
    expect(a?.getAttribute("href")).toBe("https://studio.test/timetable");
    expect(a?.getAttribute("rel")).toContain("noopener");
  });

  it("never renders a <script> or raw HTML with handlers", () => {
    const c = renderMd(
      'Before\n\n<script>window.__pwned = true</script>\n\n<img src="x" onerror="window.__pwned = true">\n\n<div onclick="alert(1)">click</div>\n\nAfter',
    );
    expect(c.querySelector("script")).toBeNull();
    expect(c.querySelector("img")).toBeNull();
    expect(c.querySelector("[onclick], [onerror]")).toBeNull();
    expect(c.innerHTML).not.toMatch(/<script|onerror|onclick/i);
    expect((window as unknown as { __pwned?: boolean }).__pwned).toBeUndefined();
    expect(c.textContent).toContain("Before");
    expect(c.textContent).toContain("After");
  });

  it("makes javascript: and data: links inert", () => {
    const c = renderMd(
      "[click me](javascript:alert(1)) and [data](data:text/html;base64,PHNjcmlwdD4=) and [JS](JaVaScRiPt:alert(2)) and <javascript:alert(3)>",
    );
    expect(c.textContent).toContain("click me");
    for (const a of Array.from(c.querySelectorAll("a"))) {
      expect(a.getAttribute("href") ?? "").not.toMatch(/^\s*(javascript|data|vbscript):/i);
    }
    expect(c.innerHTML).not.toMatch(/href="\s*(javascript|data):/i);
  });
});
