// 'Usuarios': the staff list, a form to create an account, disable / enable (never oneself) and a new password.
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/users";
import { newStaffSchema, setPasswordSchema } from "../../auth/forms.ts";
import { requireUser } from "../../auth/session.server.ts";
import { listStaff, type StaffMember } from "../../auth/staff.server.ts";
import { ROLE_LABELS } from "../../auth/roles.ts";
import { runtime } from "../../runtime/process/runtime.server.ts";
import { SubmitButton } from "../../ui/auth-card.tsx";
import { ErrorBox } from "../../ui/error-box.tsx";
import { Notice } from "../../ui/notice.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { DONE_MESSAGES, runStaffAction } from "./users.server.ts";
import { readForm } from "../../forms/read-form.server.ts";
import { useSchemaForm } from "../../ui/use-schema-form.ts";
import { RoleSelect } from "../../ui/dashboard/role-select.tsx";

export async function loader({ request }: Route.LoaderArgs) {
  const me = await requireUser(request, { role: "admin" });
  const { db } = await runtime();
  const done = new URL(request.url).searchParams.get("hecho") ?? "";
  return { me: me.id, staff: await listStaff(db.kysely), notice: DONE_MESSAGES[done] ?? null };
}

export async function action({ request }: Route.ActionArgs) {
  const actor = await requireUser(request, { role: "admin" });
  return runStaffAction(actor, await readForm(request));
}

export function meta() {
  return [{ title: "Usuarios" }];
}

type Result = SubmissionResult<string[]> | undefined;

export default function Users({ loaderData, actionData }: Route.ComponentProps) {
  const { me, staff, notice } = loaderData;
  const rowError = actionData && ["disable", "enable", "profile"].includes(actionData.intent) ? actionData : undefined;
  return (
    <section className="flex max-w-4xl flex-col gap-8">
      <header>
        <h1 className="text-2xl font-semibold">Usuarios</h1>
        <p className="text-slate-700">El personal que puede entrar al panel.</p>
      </header>
      {actionData ? null : <Notice>{notice}</Notice>}
      <ErrorBox errors={(rowError?.result as Result)?.error?.[""] ?? null} />
      <ul className="divide-y divide-slate-200 rounded-lg bg-white shadow-sm" aria-label="Personal">
        {staff.map((m) => (
          <StaffRow
            key={m.id}
            member={m}
            isMe={m.id === me}
            lastResult={
              actionData?.intent === "set-password" && actionData.userId === m.id ? actionData.result : undefined
            }
          />
        ))}
      </ul>
      <NewStaffForm lastResult={actionData?.intent === "create" ? (actionData.result as Result) : undefined} />
    </section>
  );
}

function StaffRow({ member, isMe, lastResult }: { member: StaffMember; isMe: boolean; lastResult: unknown }) {
  const [form, fields] = useSchemaForm(setPasswordSchema, {
    id: `password-${member.id}`,
    lastResult: lastResult as Result,
  });
  const formProps = getFormProps(form);
  return (
    <li className="flex flex-col gap-3 p-4" aria-label={member.email}>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <div className="min-w-0 flex-1">
          <p className="font-medium">
            {member.name} {isMe ? <span className="text-sm text-slate-500">(vos)</span> : null}
          </p>
          <p className="truncate text-sm text-slate-600">{member.email}</p>
        </div>
        <span
          className={
            `rounded-full px-3 py-1 text-sm ` +
            `${member.disabled ? "bg-red-100 text-red-800" : "bg-emerald-100 text-emerald-900"}`
          }
        >
          {member.disabled ? "Deshabilitado" : "Activo"}
        </span>
        <span className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">{ROLE_LABELS[member.role]}</span>
        {isMe ? null : (
          <Form method="post">
            <input type="hidden" name="userId" value={member.id} />
            <button
              type="submit"
              name="intent"
              value={member.disabled ? "enable" : "disable"}
              className="min-h-11 rounded-md border border-slate-300 px-3 text-sm font-medium hover:bg-slate-100"
            >
              {member.disabled ? "Habilitar" : "Deshabilitar"}
            </button>
          </Form>
        )}
      </div>
      <details>
        <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm text-accent underline">
          Rol y WhatsApp
        </summary>
        <Form method="post" className="mt-2 flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="profile" />
          <input type="hidden" name="userId" value={member.id} />
          <RoleSelect defaultValue={member.role} labelClass="flex flex-col text-sm font-medium" />
          <label className="flex flex-col text-sm font-medium">
            WhatsApp del agente
            <input
              name="whatsapp"
              type="tel"
              defaultValue={member.whatsapp ? `+${member.whatsapp}` : ""}
              placeholder="+54 9 3546 46-1234"
              className="mt-1 min-h-11 rounded-md border border-slate-300 px-3"
            />
          </label>
          <button
            type="submit"
            className="min-h-11 rounded-md bg-accent px-4 font-medium text-white hover:bg-accent-dark"
          >
            Guardar
          </button>
        </Form>
      </details>
      <details open={Boolean(lastResult)}>
        <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm text-accent underline">
          Cambiar contraseña
        </summary>
        <Form method="post" {...formProps} className="mt-2 flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="set-password" />
          <input type="hidden" name="userId" value={member.id} />
          <ErrorBox id={form.errorId} errors={form.errors} />
          <TextField field={fields.password} label="Nueva contraseña" type="password" autoComplete="new-password" />
          <button
            type="submit"
            className="min-h-11 rounded-md bg-accent px-4 font-medium text-white hover:bg-accent-dark"
          >
            Guardar contraseña
          </button>
        </Form>
      </details>
    </li>
  );
}

function NewStaffForm({ lastResult }: { lastResult: Result }) {
  const [form, fields] = useSchemaForm(newStaffSchema, { id: "new-staff", lastResult, revalidateOnInput: true });
  const busy = useNavigation().formData?.get("intent") === "create";
  const formProps = getFormProps(form);
  return (
    <section className="rounded-lg bg-white p-4 shadow-sm sm:p-6" aria-labelledby="new-staff-title">
      <h2 id="new-staff-title" className="mb-4 text-lg font-semibold">
        Nuevo usuario
      </h2>
      <Form method="post" {...formProps} className="grid gap-4 sm:grid-cols-2">
        <input type="hidden" name="intent" value="create" />
        <div className="sm:col-span-2">
          <ErrorBox id={form.errorId} errors={form.errors} />
        </div>
        <TextField field={fields.email} label="Email" type="email" autoComplete="off" className="sm:col-span-2" />
        <TextField field={fields.firstName} label="Nombre" autoComplete="off" />
        <TextField field={fields.lastName} label="Apellido" autoComplete="off" />
        <TextField field={fields.password} label="Contraseña" type="password" autoComplete="new-password" />
        <RoleSelect defaultValue="admin" labelClass="flex flex-col font-medium" />
        <div className="flex items-end">
          <SubmitButton busy={busy} busyText="Creando...">
            Crear usuario
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}
