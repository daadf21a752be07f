// PUT /api/pets/:petId/photo answers the stored photo's links (decision 0210): the server's answer type
// and what the web parses.
import { z } from 'zod';

export const petPhotoAnswerSchema = z.object({ data: z.object({ url: z.string(), thumbnailUrl: z.string() }) });
export type PetPhotoAnswer = z.infer<typeof petPhotoAnswerSchema>;
