/** Where the site context files are served (site-file.ts writes them; the route is web/routes/[_]site.$key.ts). */
export const SITE_CONTEXT_PATH = '/_site/'
