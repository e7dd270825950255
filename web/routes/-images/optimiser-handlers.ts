import type { RequestContext } from '../../server/request-context.ts'

const optimise = ({ request, context }: { readonly request: Request; readonly context: RequestContext }) =>
  context.app.content.images.optimise(request)

/** The image optimiser's handlers, for both of its address forms (domain/images/image-request.ts). */
export const OPTIMISER_HANDLERS = { GET: optimise, HEAD: optimise }
