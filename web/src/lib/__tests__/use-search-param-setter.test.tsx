import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter, useLocation, useNavigationType } from "react-router-dom";
import { useSearchParamSetter } from "../use-search-param-setter";

const at =
  (entry: string) =>
  ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[entry]}>{children}</MemoryRouter>;

function useSetterAndAddress(push: boolean) {
  const [params, setParam, setParams] = useSearchParamSetter({ push });
  return { params, setParam, setParams, search: useLocation().search, navigation: useNavigationType() };
}

describe("useSearchParamSetter", () => {
  it("sets and removes several parameters at once, replacing the history entry", () => {
    const { result } = renderHook(() => useSetterAndAddress(false), { wrapper: at("/list?a=1&b=2") });
    act(() => result.current.setParams({ a: null, b: "", c: "3" }));
    expect(result.current.search).toBe("?c=3");
    expect(result.current.navigation).toBe("REPLACE");
  });

  it("adds a history entry with push", () => {
    const { result } = renderHook(() => useSetterAndAddress(true), { wrapper: at("/list") });
    act(() => result.current.setParam("status", "draft"));
    expect(result.current.params.get("status")).toBe("draft");
    expect(result.current.navigation).toBe("PUSH");
  });

  it("keeps both of two changes made before the next render", () => {
    const { result } = renderHook(() => useSetterAndAddress(false), { wrapper: at("/list?q=tap") });
    act(() => {
      result.current.setParam("severity", "high");
      result.current.setParam("assignee", "mine");
    });
    expect(result.current.search).toBe("?q=tap&severity=high&assignee=mine");
  });
});
