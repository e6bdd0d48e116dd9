import type { KyInstance } from 'ky';
import { type KnowledgeSource, KnowledgeSources } from '../../domain/index.ts';
import { readJson } from './client.ts';

/** GET /api/common/v3/knowledge-sources: the "how did you hear of us" options with their sub-items. */
export function listKnowledgeSources(http: KyInstance): Promise<KnowledgeSource[]> {
  return readJson(http.get('common/v3/knowledge-sources'), KnowledgeSources);
}
