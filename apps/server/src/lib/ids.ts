const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a path parameter can be a row id: anything else is a 404 before any query (PostgreSQL would refuse it). */
export const isUuid = (value: string) => UUID.test(value);
