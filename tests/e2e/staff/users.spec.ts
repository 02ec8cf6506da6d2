// 'Usuarios': list staff, create an account, disable and enable it (never oneself), set a new password.
import { expect, test } from "../fixtures.ts";

test("staff manage accounts from the dashboard", async ({ page, login }) => {
  const me = await login({ name: "Quien Administra" });
  await page.goto("/dashboard/usuarios");
  await expect(page.getByRole("heading", { name: "Usuarios" })).toBeVisible();
  await expect(page.locator("form[novalidate]").first()).toBeAttached();

  // No button to disable oneself.
  const myRow = page.getByRole("listitem", { name: me.email });
  await expect(myRow.getByText("(vos)")).toBeVisible();
  await expect(myRow.getByRole("button", { name: "Deshabilitar" })).toHaveCount(0);

  const email = `nueva-${Date.now()}@vitrina.test`;
  const newForm = page.getByRole("region", { name: "Nuevo usuario" });
  await newForm.getByRole("button", { name: "Crear usuario" }).click();
  await expect(newForm.getByText("Nombre es requerido.")).toBeVisible();
  await newForm.getByLabel("Email").fill(email);
  await newForm.getByLabel("Nombre").fill("Nueva");
  await newForm.getByLabel("Apellido").fill("Persona");
  await newForm.getByLabel("Contraseña").fill("clave-nueva-1");
  await newForm.getByRole("button", { name: "Crear usuario" }).click();
  await expect(page.getByRole("status")).toHaveText("Usuario creado.");

  const row = page.getByRole("listitem", { name: email });
  await expect(row.getByText("Nueva Persona")).toBeVisible();
  await expect(row.getByText("Activo")).toBeVisible();
  await row.getByRole("button", { name: "Deshabilitar" }).click();
  await expect(row.getByText("Deshabilitado", { exact: true })).toBeVisible();
  await row.getByRole("button", { name: "Habilitar" }).click();
  await expect(row.getByText("Activo")).toBeVisible();

  await row.getByText("Cambiar contraseña").click();
  await row.getByLabel("Nueva contraseña").fill("otra-clave-22");
  await row.getByRole("button", { name: "Guardar contraseña" }).click();
  await expect(page.getByRole("status")).toHaveText("Contraseña cambiada.");

  // The same e-mail cannot be used twice.
  await newForm.getByLabel("Email").fill(email);
  await newForm.getByLabel("Nombre").fill("Otra");
  await newForm.getByLabel("Apellido").fill("Vez");
  await newForm.getByLabel("Contraseña").fill("clave-nueva-1");
  await newForm.getByRole("button", { name: "Crear usuario" }).click();
  await expect(newForm.getByRole("alert")).toHaveText(`Ya existe un usuario con el email ${email}.`);
});
