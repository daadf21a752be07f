// What a file route answers when it refuses (decisions 0210, 0220; issue 40): `{ error: { code, message } }`,
// with `fields` for a refused form value. The server's file routes answer it; the web reads it with this.
import { z } from 'zod';

export const fileRouteRefusalSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  }),
});
export type FileRouteRefusal = z.infer<typeof fileRouteRefusalSchema>;
