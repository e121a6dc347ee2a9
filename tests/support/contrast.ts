import type { Locator } from "playwright-core";

/**
 * The contrast ratio (WCAG) of an element's text against its own background as drawn over a white
 * page, counting the opacity of the element and its ancestors. axe leaves text under opacity "to
 * review" rather than failing it, so a faded block passes axe while being hard to read.
 */
export function textContrast(locator: Locator): Promise<number> {
  return locator.evaluate((el) => {
    const channels = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
    const over = (top: number[], alpha: number, under: number[]) =>
      [0, 1, 2].map((i) => alpha * top[i]! + (1 - alpha) * under[i]!);
    const luminance = (rgb: number[]) => {
      const [r, g, b] = rgb.map((v) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    let opacity = 1;
    for (let node: Element | null = el; node; node = node.parentElement)
      opacity *= Number(getComputedStyle(node).opacity);
    const style = getComputedStyle(el);
    const white = [255, 255, 255];
    const background = channels(style.backgroundColor);
    const solid = over(background, opacity * (background[3] ?? 1), white);
    const text = channels(style.color);
    const drawn = over(text, opacity * (text[3] ?? 1), solid);
    const [light, dark] = [luminance(drawn), luminance(solid)].sort((a, b) => b - a);
    return (light! + 0.05) / (dark! + 0.05);
  });
}
