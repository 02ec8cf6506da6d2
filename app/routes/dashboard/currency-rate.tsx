// /dashboard/cotizacion: the reference dollar rate (value, name, date) the public site converts prices with;
// without one, prices are never converted (decision 133).
import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/currency-rate";
import { requireUser } from "../../auth/session.server.ts";
import { runtime } from "../../runtime/process/runtime.server.ts";
import { rateFormSchema } from "../../properties/currency-rate-form.ts";
import { equivalentText, rateLabel } from "../../properties/currency-rate.ts";
import { clearRate, currentRate, setRate } from "../../properties/currency-rate.server.ts";
import { SubmitButton } from "../../ui/auth-card.tsx";
import { buttonClass } from "../../ui/button.tsx";
import { ErrorBox } from "../../ui/error-box.tsx";
import { Notice } from "../../ui/notice.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { readForm } from "../../forms/read-form.server.ts";

const DONE: Record<string, string> = {
  guardada: "Cotización guardada: los precios de la web muestran su equivalente.",
  quitada: "Cotización quitada: los precios ya no se convierten.",
};

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  const { db } = await runtime();
  const rate = await currentRate(db.kysely);
  const done = new URL(request.url).searchParams.get("hecho") ?? "";
  return {
    rate,
    label: rate ? rateLabel(rate) : null,
    example: rate ? equivalentText("USD", 100_000, rate) : null,
    notice: DONE[done] ?? null,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const { db } = await runtime();
  const formData = await readForm(request);
  if (formData.get("intent") === "clear") {
    await clearRate(db.kysely);
    return redirect("/dashboard/cotizacion?hecho=quitada");
  }
  const submission = parseWithZod(formData, { schema: rateFormSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  await setRate(db.kysely, submission.value, user);
  return redirect("/dashboard/cotizacion?hecho=guardada");
}

export function meta() {
  return [{ title: "Cotización del dólar · Panel" }];
}

export default function CurrencyRatePage({ loaderData, actionData }: Route.ComponentProps) {
  const { rate, label, example, notice } = loaderData;
  const [form, fields] = useForm({
    lastResult: actionData as SubmissionResult<string[]> | undefined,
    defaultValue: rate
      ? { value: String(rate.value).replace(".", ","), name: rate.name, date: rate.date }
      : { name: "dólar MEP", date: new Date().toISOString().slice(0, 10) },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: rateFormSchema }),
  });
  const busy = useNavigation().formData?.get("intent") === "set";
  return (
    <section className="flex max-w-3xl flex-col gap-6">
      <header>
        <h1 className="text-2xl font-semibold">Cotización del dólar</h1>
        <p className="text-slate-700">
          Con una cotización cargada, cada precio de la web muestra su equivalente aproximado en la otra moneda, y los
          filtros y el orden por precio comparan pesos y dólares con ella. Sin cotización no se convierte nada.
        </p>
      </header>
      <Notice>{actionData ? null : notice}</Notice>
      <p className="rounded-lg bg-white p-4 shadow-sm" data-testid="current-rate">
        {label ? (
          <>
            Cotización vigente: <strong>{label}</strong>. Ejemplo: USD 100.000 se muestra con «{example}».
          </>
        ) : (
          "No hay cotización cargada: los precios no se convierten."
        )}
      </p>
      <Form
        method="post"
        {...getFormProps(form)}
        className="grid gap-4 rounded-lg bg-white p-4 shadow-sm sm:grid-cols-3 sm:p-6"
      >
        <input type="hidden" name="intent" value="set" />
        <div className="sm:col-span-3">
          <ErrorBox id={form.errorId} errors={form.errors} />
        </div>
        <TextField field={fields.value as never} label="Valor ($ por dólar)" />
        <TextField field={fields.name} label="Nombre" />
        <TextField field={fields.date} label="Fecha" type="date" />
        <div className="sm:col-span-3">
          <SubmitButton busy={busy} busyText="Guardando...">
            Guardar cotización
          </SubmitButton>
        </div>
      </Form>
      {rate ? (
        <Form method="post">
          <input type="hidden" name="intent" value="clear" />
          <button type="submit" className={buttonClass("secondary")}>
            Quitar cotización
          </button>
        </Form>
      ) : null}
    </section>
  );
}
