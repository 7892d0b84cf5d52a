/**
 * A text field staff leave empty sends '' ("none", "not translated yet"), where react-admin's
 * default sends null, which the contract refuses.
 */
export const keepEmptyText = (value: string | null): string => value ?? '';
