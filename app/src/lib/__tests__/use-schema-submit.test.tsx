import { act, renderHook } from "@testing-library/react";
import type { FormEvent } from "react";
import { z } from "zod";
import { ApiError } from "../api-client";
import { useSchemaSubmit } from "../use-schema-submit";

const schema = z.object({ name: z.string().trim().min(1, "Enter your name.") });
const event = () => ({ preventDefault: vi.fn() }) as unknown as FormEvent;

function submitWith(name: string, save: (input: { name: string }) => Promise<void>) {
  const hook = renderHook(() =>
    useSchemaSubmit(schema, { name }, save, { fields: ["name"], failure: "Your name could not be saved." }),
  );
  return hook;
}

describe("useSchemaSubmit", () => {
  it("checks the schema first: a bad field is shown next to it and nothing is saved", async () => {
    const save = vi.fn(async () => {});
    const { result } = submitWith("  ", save);
    await act(async () => result.current.onSubmit(event()));
    expect(save).not.toHaveBeenCalled();
    expect(result.current.errors).toEqual({ name: "Enter your name." });
    expect(result.current.failure).toBeNull();
    expect(result.current.done).toBe(false);
  });

  it("saves the schema's output and says it is done", async () => {
    const save = vi.fn(async () => {});
    const { result } = submitWith(" Nia ", save);
    await act(async () => result.current.onSubmit(event()));
    expect(save).toHaveBeenCalledWith({ name: "Nia" });
    expect(result.current.done).toBe(true);
    expect(result.current.errors).toEqual({});
  });

  it("puts the API's 4xx field errors on the fields the form shows, not in a failure", async () => {
    const { result } = submitWith("Nia", async () => {
      throw new ApiError(400, "invalid_argument", "Some fields are not valid.", { name: "Taken." });
    });
    await act(async () => result.current.onSubmit(event()));
    expect(result.current.errors).toEqual({ name: "Taken." });
    expect(result.current.failure).toBeNull();
  });

  it("reports a failure no field explains once: the API's words, else the form's fallback", async () => {
    const api = submitWith("Nia", async () => {
      throw new ApiError(400, "invalid_argument", "Bad context.", { "context.width": "Too wide." });
    });
    await act(async () => api.result.current.onSubmit(event()));
    expect(api.result.current.failure).toBe("Bad context.");
    expect(api.result.current.errors).toEqual({});

    const other = submitWith("Nia", async () => {
      throw new Error("storage/unknown");
    });
    await act(async () => other.result.current.onSubmit(event()));
    expect(other.result.current.failure).toBe("Your name could not be saved.");
    expect(other.result.current.busy).toBe(false);
  });

  it("takes a schema loaded when needed: it starts loading on the first key, and a submit waits for it", async () => {
    const load = vi.fn(async () => schema);
    const save = vi.fn(async () => {});
    const { result } = renderHook(() =>
      useSchemaSubmit(load, { name: " Nia " }, save, { fields: ["name"], failure: "Not saved." }),
    );
    expect(load).not.toHaveBeenCalled();
    act(() => void window.dispatchEvent(new KeyboardEvent("keydown")));
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => result.current.onSubmit(event()));
    expect(save).toHaveBeenCalledWith({ name: "Nia" });
  });

  it("reports a schema that could not be loaded as the form's failure, and saves nothing", async () => {
    const save = vi.fn(async () => {});
    const { result } = renderHook(() =>
      useSchemaSubmit(() => Promise.reject<typeof schema>(new Error("offline")), { name: "Nia" }, save, {
        fields: ["name"],
        failure: "Not saved.",
      }),
    );
    await act(async () => result.current.onSubmit(event()));
    expect(save).not.toHaveBeenCalled();
    expect(result.current.failure).toBe("Not saved.");
  });
});
