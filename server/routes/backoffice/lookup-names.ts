import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.ts';
import { advisors, knowledgeSources } from '../../db/schema/index.ts';
import { listedName, lookups } from '../../services/lookups/lookups.ts';

type Named = { Id: number | string; Description: string };

let cities: Named[] | undefined;
const allCities = () => {
  cities ??= [...lookups().citiesByState.values()].flat();
  return cities;
};

// The list each id-carrying field of the sections is read against (the customer's own GETs send ids, not names).
const LIST_OF_FIELD: Partial<Record<string, () => readonly Named[]>> = {
  CityId: allCities,
  BirthCityId: allCities,
  StateId: () => lookups().states,
  BirthStateId: () => lookups().states,
  DocumentIssuerStateId: () => lookups().states,
  CountryId: () => lookups().countries,
  BirthCountryId: () => lookups().countries,
  NationalityId: () => lookups().nationalities,
  OccupationId: () => lookups().occupations,
  MaritalStatusId: () => lookups().maritalStatus,
  DocumentTypeId: () => lookups().documentTypes,
  GenderId: () => lookups().genders,
  ConstitutionFormat: () => lookups().constitutionForms,
  Activity: () => lookups().activities,
  StatusFatcaId: () => lookups().fatca,
  BankCode: () => lookups().banks,
  Category: () => lookups().representativeCategories,
};

/**
 * The names of the lookup ids the sections hold, by field then id (`{ MaritalStatusId: { "2": "Casado(a)" } }`), so the
 * back office shows "Casado(a)" where the customer chose it; an id no list knows is left out (shown as sent).
 */
export function lookupNamesOf(sections: Record<string, unknown>): Record<string, Record<string, string>> {
  const names: Record<string, Record<string, string>> = {};
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (value === null || typeof value !== 'object') return;
    for (const [key, item] of Object.entries(value)) {
      const list = LIST_OF_FIELD[key];
      const name = list && (typeof item === 'number' || typeof item === 'string') ? listedName(list(), item) : undefined;
      if (name === undefined) visit(item);
      else names[key] = { ...names[key], [String(item)]: name };
    }
  };
  visit(sections);
  return names;
}

const parentSource = alias(knowledgeSources, 'parent_source');

/**
 * The names of the ids the sign-up stored that live in tables rather than in the static lists: "Como conheceu"
 * (KnowledgeId, a sub-item named with its source: "Indicação › Amigo") and the advisor (AdvisorId), by field then id.
 */
export async function storedNamesOf(
  db: Database,
  basic: { KnowledgeId?: unknown; AdvisorId?: unknown } | null,
): Promise<Record<string, Record<string, string>>> {
  const names: Record<string, Record<string, string>> = {};
  const knowledgeId = typeof basic?.KnowledgeId === 'number' ? basic.KnowledgeId : null;
  const advisorId = typeof basic?.AdvisorId === 'number' ? basic.AdvisorId : null;
  const [knowledge, advisor] = await Promise.all([
    knowledgeId === null
      ? []
      : db
          .select({ name: knowledgeSources.description, parent: parentSource.description })
          .from(knowledgeSources)
          .leftJoin(parentSource, eq(parentSource.id, knowledgeSources.parentId))
          .where(eq(knowledgeSources.id, knowledgeId)),
    advisorId === null ? [] : db.select({ name: advisors.name }).from(advisors).where(eq(advisors.id, advisorId)),
  ]);
  if (knowledge[0]) names.KnowledgeId = { [String(knowledgeId)]: [knowledge[0].parent, knowledge[0].name].filter(Boolean).join(' › ') };
  if (advisor[0]) names.AdvisorId = { [String(advisorId)]: advisor[0].name };
  return names;
}
