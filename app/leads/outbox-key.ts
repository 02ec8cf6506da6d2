// Where the browser keeps enquiries not yet stored by the server: the form checks it without loading the outbox.
export const OUTBOX_KEY = "vitrina-consultas-pendientes";
