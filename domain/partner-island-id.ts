/** Id of the `<script type="application/json">` element in which the server hands index.html's host its partner. */
export const PARTNER_ISLAND_ID = 'partner-data';
