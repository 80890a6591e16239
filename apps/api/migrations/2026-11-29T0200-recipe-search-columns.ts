import { type Kysely, sql } from 'kysely';

// The Saved page searches and sorts in the database (docs/decisions/109). Reading a recipe's text or
// time out of its jsonb `data` decompresses the whole document for every row compared — at 2,000
// saved recipes that alone costs hundreds of milliseconds. Two stored generated columns keep what
// those comparisons read beside the row: the lower-cased searchable text (title, description and
// each ingredient's item, as the offline filter reads them) and the total time.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table recipes add column search_text text generated always as (
      lower(title || ' ' || coalesce(data->>'description', '') || ' ' ||
            jsonb_path_query_array(data, '$.ingredientsList[*].item')::text)) stored`.execute(db);
  await sql`alter table recipes add column total_time integer generated always as (
      (data->>'totalTime')::integer) stored`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table recipes drop column if exists search_text, drop column if exists total_time`.execute(
    db,
  );
}
