// Sets a new password with the one-time link from the reset e-mail; then the visitor signs in with it.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/reset-password";
import { resetPasswordSchema } from "../../auth/forms.ts";
import { auth } from "../../auth/instance.server.ts";
import { resetPasswordWithToken } from "../../auth/password-reset.server.ts";
import { currentAgency } from "../../agency/current.server.ts";
import { AuthCard, AuthForm, SubmitButton } from "../../ui/auth-card.tsx";
import { ErrorBox } from "../../ui/error-box.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { readForm } from "../../forms/read-form.server.ts";
import { RouteError } from "../../ui/route-error.tsx";
import { useSchemaForm } from "../../ui/use-schema-form.ts";

const INVALID_LINK = "El enlace no es válido o ya venció. Pedí uno nuevo desde 'Olvidé mi contraseña'.";

export async function loader({ request }: Route.LoaderArgs) {
  return { agency: (await currentAgency()).name, token: new URL(request.url).searchParams.get("token") ?? "" };
}

export async function action({ request }: Route.ActionArgs) {
  const submission = parseWithZod(await readForm(request), { schema: resetPasswordSchema });
  if (submission.status !== "success") {
    return data(submission.reply({ hideFields: ["password", "confirm"] }), { status: 400 });
  }
  const result = await resetPasswordWithToken(await auth(), submission.value.token, submission.value.password);
  if (!result.ok) {
    return data(submission.reply({ formErrors: [INVALID_LINK], hideFields: ["password", "confirm"] }), { status: 400 });
  }
  throw redirect("/login?contrasena=cambiada");
}

/**
 * This page's own boundary (the root's message): with it, an action that fails still runs the root loader, whose
 * request id the page then shows as 'Código de referencia' (app/ui/error-reference.tsx; issue 32, item 7).
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} withTitle />;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Nueva contraseña · ${loaderData?.agency ?? "Vitrina"}` }, { name: "robots", content: "noindex" }];
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useSchemaForm(resetPasswordSchema, { lastResult: actionData, revalidateOnInput: true });
  const busy = useNavigation().state === "submitting";
  return (
    <AuthCard
      agency={loaderData.agency}
      title="Elegí una contraseña nueva"
      link={{ to: "/olvide-mi-contrasena", text: "Pedir un enlace nuevo" }}
    >
      {loaderData.token ? (
        <AuthForm form={form}>
          <input type="hidden" name="token" value={loaderData.token} />
          <TextField field={fields.password} label="Nueva contraseña" type="password" autoComplete="new-password" />
          <TextField field={fields.confirm} label="Repetir contraseña" type="password" autoComplete="new-password" />
          <SubmitButton busy={busy} busyText="Guardando...">
            Guardar contraseña
          </SubmitButton>
        </AuthForm>
      ) : (
        <ErrorBox errors={[INVALID_LINK]} />
      )}
    </AuthCard>
  );
}
