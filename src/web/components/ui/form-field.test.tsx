// @vitest-environment happy-dom
// A form field on react-hook-form: the registration reaches the control, and the error is tied to it.
import { zodResolver } from "@hookform/resolvers/zod";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useForm } from "react-hook-form";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { ApiError } from "@/web/lib/api-client";
import { setServerFieldError } from "@/web/lib/field-errors";
import { FormField } from "./form-field";
import { Input } from "./input";

const schema = z.object({ name: z.string().min(1, "Name is required"), code: z.string() });

function NameForm({ refusal }: { refusal?: unknown }) {
  const { register, handleSubmit, formState, setError } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { name: "", code: "" },
  });
  const submit = handleSubmit(() => {
    if (refusal) setServerFieldError(refusal, ["name", "code"], setError);
  });
  return (
    <form noValidate onSubmit={submit}>
      <FormField id="code" label="Code" registration={register("code")} error={formState.errors.code}>
        {(control) => <Input {...control} />}
      </FormField>
      <FormField
        id="name"
        label="Name"
        hint="As on your card"
        registration={register("name")}
        error={formState.errors.name}
      >
        {(control) => <Input {...control} />}
      </FormField>
      <button type="submit">Save</button>
    </form>
  );
}

const describedBy = (label: string) =>
  (screen.getByLabelText(label).getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent)
    .join(" | ");

afterEach(cleanup);

describe("FormField with react-hook-form", () => {
  it("names the control after its field and describes it by its hint", () => {
    render(<NameForm />);
    expect(screen.getByLabelText("Name").getAttribute("name")).toBe("name");
    expect(describedBy("Name")).toBe("As on your card");
    expect(screen.getByLabelText("Name").getAttribute("aria-invalid")).toBeNull();
  });

  it("ties the schema's error to its field, marks it invalid and focuses it", async () => {
    render(<NameForm />);
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(describedBy("Name")).toBe("As on your card | Name is required"));
    expect(screen.getByLabelText("Name").getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(screen.getByLabelText("Name"));
  });

  it("puts a server's refusal of one field under that field, and focuses it", async () => {
    const refusal = new ApiError(400, "code_taken", "That code is taken", { details: { field: "code" } });
    render(<NameForm refusal={refusal} />);
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Ada" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(describedBy("Code")).toBe("That code is taken"));
    expect(document.activeElement).toBe(screen.getByLabelText("Code"));
  });
});
