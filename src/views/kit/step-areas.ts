/** What a data step's form needs of one of its data areas (useSectionForm, useDeclarations). */
export type StepArea = { loading: boolean; fetchError: string | null; postError: string | null; retryFetch: () => void };

/**
 * The data areas of a step as its StepDataForm shows them together: loading while any loads, the first failure to
 * read with a retry of the areas that failed, and the messages of the last failed save (the step's own last).
 */
export function stepAreas(areas: StepArea[], stepError: string | null) {
  return {
    loading: areas.some((area) => area.loading),
    fetchError: areas.map((area) => area.fetchError).find(Boolean) ?? null,
    onRetry: () => {
      for (const area of areas) if (area.fetchError) area.retryFetch();
    },
    errors: [...areas.map((area) => area.postError), stepError],
  };
}
