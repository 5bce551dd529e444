/** The client's only configuration: whether this is a production build (which has a service worker). */
export const IS_PRODUCTION_BUILD = import.meta.env.PROD;
