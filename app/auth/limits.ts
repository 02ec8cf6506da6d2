// Sign-in field lengths (SPEC.md §5/§9), shared by the forms' messages and Better Auth's own check.
export const EMAIL = { min: 6, max: 35 } as const;
export const PASSWORD = { min: 8, max: 16 } as const;
