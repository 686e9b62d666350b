const VALID_ID = /^[1-9]\d{0,8}$/;

/** Whether a path's id can name a solution at all; any other is not found without asking. */
export const isSolutionId = (id: string) => VALID_ID.test(id);
