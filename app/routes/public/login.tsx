// Staff sign-in (SPEC.md §2 Login, §5, §8): a plain POST form that also works without JavaScript.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/login";
import { loginSchema } from "../../auth/forms.ts";
import { getUser } from "../../auth/session.server.ts";
import { AFTER_LOGIN, safeRedirectTarget } from "../../auth/redirect-target.ts";
import { signInFromForm } from "../../auth/login-action.server.ts";
import { currentAgency } from "../../agency/current.server.ts";
import { AuthCard, AuthForm, SubmitButton } from "../../ui/auth-card.tsx";
import { Notice } from "../../ui/notice.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { readForm } from "../../forms/read-form.server.ts";
import { RouteError } from "../../ui/route-error.tsx";
import { useSchemaForm } from "../../ui/use-schema-form.ts";

export async function loader({ request }: Route.LoaderArgs) {
  const redirectTo = safeRedirectTarget(new URL(request.url).searchParams.get("redirectTo"));
  if (await getUser(request)) throw redirect(redirectTo ?? AFTER_LOGIN);
  const passwordChanged = new URL(request.url).searchParams.get("contrasena") === "cambiada";
  return { redirectTo, passwordChanged, agency: (await currentAgency()).name };
}

export async function action({ request }: Route.ActionArgs) {
  const formData = await readForm(request);
  const submission = parseWithZod(formData, { schema: loginSchema });
  if (submission.status !== "success") return data(submission.reply({ hideFields: ["password"] }), { status: 400 });
  const result = await signInFromForm(request, submission.value);
  if (!result.ok) {
    return data(submission.reply({ formErrors: [result.message], hideFields: ["password"] }), {
      status: result.status,
    });
  }
  throw redirect(result.to, { headers: result.headers });
}

/**
 * This page's own boundary (the root's message): with it, an action that fails still runs the root loader, whose
 * request id the page then shows as 'Código de referencia' (app/ui/error-reference.tsx; issue 32, item 7).
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} withTitle />;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Iniciar sesión · ${loaderData?.agency ?? "Vitrina"}` }, { name: "robots", content: "noindex" }];
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useSchemaForm(loginSchema, { lastResult: actionData, revalidateOnInput: true });
  const submitting = useNavigation().state === "submitting";
  return (
    <AuthCard
      agency={loaderData.agency}
      title="Iniciar sesión"
      link={{ to: "/olvide-mi-contrasena", text: "Olvidé mi contraseña" }}
    >
      <AuthForm form={form}>
        {loaderData.passwordChanged && !form.errors ? (
          <Notice>Tu contraseña fue cambiada. Ya podés iniciar sesión con la nueva.</Notice>
        ) : null}
        <TextField field={fields.email} label="Email" type="email" autoComplete="username" />
        <TextField field={fields.password} label="Contraseña" type="password" autoComplete="current-password" />
        {loaderData.redirectTo ? <input type="hidden" name="redirectTo" value={loaderData.redirectTo} /> : null}
        <SubmitButton busy={submitting} busyText="Ingresando...">
          Ingresar
        </SubmitButton>
      </AuthForm>
    </AuthCard>
  );
}
