// The centred card that frames the sign-in and password pages, with the link to the other one under its form.
import { type FormMetadata, getFormProps } from "@conform-to/react";
import { Form, Link } from "react-router";
import { ErrorBox } from "./error-box.tsx";

export function AuthCard({
  agency,
  title,
  link,
  children,
}: {
  agency: string;
  title: string;
  /** The way to the other page, under the form. */
  link: { to: string; text: string };
  children: React.ReactNode;
}) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-10">
      <div className="w-full max-w-sm rounded-xl bg-white p-6 shadow-md sm:p-8">
        <p className="text-sm font-medium text-accent">{agency}</p>
        <h1 className="mb-6 text-2xl font-semibold">{title}</h1>
        {children}
        <p className="mt-6 text-center text-sm">
          <Link to={link.to} className="text-accent underline underline-offset-2">
            {link.text}
          </Link>
        </p>
      </div>
    </main>
  );
}

export function SubmitButton({ busy, children, busyText }: { busy: boolean; children: string; busyText: string }) {
  return (
    <button
      type="submit"
      disabled={busy}
      className={
        "min-h-11 rounded-md bg-accent px-4 py-2 font-medium text-white hover:bg-accent-dark disabled:opacity-70"
      }
    >
      {busy ? busyText : children}
    </button>
  );
}

/** The card's form, posted to its own page: Conform's attributes, and the form-level errors above its fields. */
export function AuthForm<S extends Record<string, unknown>>({
  form,
  children,
}: {
  form: FormMetadata<S, string[]>;
  children: React.ReactNode;
}) {
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
      <ErrorBox id={form.errorId} errors={form.errors} />
      {children}
    </Form>
  );
}
