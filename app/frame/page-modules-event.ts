/**
 * The event a built page's module script sends once its routes' modules are
 * in and React Router can find them (decision 0033): the client entry hydrates then.
 */
export const PAGE_MODULES_EVENT = "page-modules";
