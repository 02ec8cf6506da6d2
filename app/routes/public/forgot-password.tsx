// 'Olvidé mi contraseña': asks for the e-mail and sends a one-time reset link; the answer is the same whether
// or not the e-mail has an account, also when too many links were asked for (docs/decisions/084).
import { parseWithZod } from "@conform-to/zod/v4";
import { data, useNavigation } from "react-router";
import type { Route } from "./+types/forgot-password";
import { clientIp } from "../../auth/client-ip.ts";
import { forgotPasswordSchema } from "../../auth/forms.ts";
import { auth } from "../../auth/instance.server.ts";
import { requestPasswordReset } from "../../auth/password-reset.server.ts";
import { currentAgency } from "../../agency/current.server.ts";
import { runtime } from "../../runtime/process/runtime.server.ts";
import { AuthCard, AuthForm, SubmitButton } from "../../ui/auth-card.tsx";
import { Notice } from "../../ui/notice.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { readForm } from "../../forms/read-form.server.ts";
import { RouteError } from "../../ui/route-error.tsx";
import { useSchemaForm } from "../../ui/use-schema-form.ts";

// Counted per typed e-mail and per client, so it says nothing about whether the account exists.
const TOO_MANY_LINKS =
  "Pediste demasiados enlaces en poco tiempo. Esperá 15 minutos y volvé a intentar; si ya te llegó uno, usá el último.";

export async function loader() {
  return { agency: (await currentAgency()).name };
}

export async function action({ request }: Route.ActionArgs) {
  const submission = parseWithZod(await readForm(request), { schema: forgotPasswordSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), sent: false }, { status: 400 });
  const { db } = await runtime();
  const outcome = await requestPasswordReset(await auth(), db.kysely, {
    email: submission.value.email,
    ip: clientIp(request),
  });
  if (outcome === "throttled") {
    return data({ result: submission.reply({ formErrors: [TOO_MANY_LINKS] }), sent: false }, { status: 429 });
  }
  return { result: submission.reply({ resetForm: true }), sent: true };
}

/**
 * This page's own boundary (the root's message): with it, an action that fails still runs the root loader, whose
 * request id the page then shows as 'Código de referencia' (app/ui/error-reference.tsx; issue 32, item 7).
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} withTitle />;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `Olvidé mi contraseña · ${loaderData?.agency ?? "Vitrina"}` },
    { name: "robots", content: "noindex" },
  ];
}

export default function ForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useSchemaForm(forgotPasswordSchema, { lastResult: actionData?.result });
  const busy = useNavigation().state === "submitting";
  return (
    <AuthCard
      agency={loaderData.agency}
      title="Olvidé mi contraseña"
      link={{ to: "/login", text: "Volver a iniciar sesión" }}
    >
      <AuthForm form={form}>
        {actionData?.sent ? (
          <Notice>
            Si el email corresponde a un usuario, te enviamos un enlace para elegir una contraseña nueva. Vence en una
            hora.
          </Notice>
        ) : (
          <p className="text-sm text-slate-700">Escribí tu email y te enviaremos un enlace para restablecerla.</p>
        )}
        <TextField field={fields.email} label="Email" type="email" autoComplete="username" />
        <SubmitButton busy={busy} busyText="Enviando...">
          Enviar enlace
        </SubmitButton>
      </AuthForm>
    </AuthCard>
  );
}
