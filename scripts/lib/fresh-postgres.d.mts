export function freshPostgresDatabase(base: string, prefix: string): Promise<{ url: string; drop(): Promise<void> }>;
