/** Areas or groups offered in a form's list: the server's most per search, by name. */
export const TENANT_OPTIONS_LIMIT = 100;
