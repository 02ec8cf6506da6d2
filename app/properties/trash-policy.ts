// How long a deleted listing waits in 'Papelera' before it is purged with its photos (decision 141).
export const TRASH_DAYS = 30;
