/**
 * A list waits for its own rows: on its first read, and when another tab, page, filter or search is
 * read while the previous view's rows stay on screen (placeholder data). The table's spinner covers
 * them then, so nothing is selected, uncollected or published from the view the user just left; a
 * refresh of the same view keeps its rows usable.
 */
export const isViewLoading = (query: { isFetching: boolean; data?: unknown; isPlaceholderData: boolean }): boolean =>
  query.isFetching && (query.data === undefined || query.isPlaceholderData);
