import formsCss from '../../styles/forms.css?url'

/**
 * The forms stylesheet link for a route's head. Kept apart from the form components: a route's head and
 * loader are bundled eagerly with the route tree, so importing it from FormPage would ship the whole form
 * engine to every page.
 */
export const FORMS_STYLESHEET = { rel: 'stylesheet', href: formsCss } as const
