// Uploaded photos' variants, kept in the database when it is PostgreSQL: then any number of API
// processes on any number of machines share them with nothing else to run (SQLite keeps them in a
// folder beside its file, on its one machine). Names are content hashes, so a row never changes.
import { DataTypes, type QueryInterface } from 'sequelize';

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('image_variants', {
    name: { type: DataTypes.STRING(64), primaryKey: true },
    bytes: { type: DataTypes.BLOB, allowNull: false },
    created_at: { type: DataTypes.DATE, allowNull: false },
  });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('image_variants');
}
