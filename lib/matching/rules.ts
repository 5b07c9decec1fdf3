// Browser-safe numbers of matching.

/** The home page shows the best few recommended jobs. */
export const HOME_RECOMMENDED = 3;
