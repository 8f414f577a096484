// Ids arrive in paths as text; they are checked before they reach a uuid column, which would refuse a malformed one
// with a database error instead of "not found".
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string) => UUID.test(value);
