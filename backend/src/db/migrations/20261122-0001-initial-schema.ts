import { DataTypes, type QueryInterface } from 'sequelize';

const id = { type: DataTypes.UUID, primaryKey: true, allowNull: false };
const timestamps = {
  created_at: { type: DataTypes.DATE, allowNull: false },
  updated_at: { type: DataTypes.DATE, allowNull: false },
};

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('users', {
    id,
    firebase_uid: { type: DataTypes.STRING(128), allowNull: true, unique: true },
    email: { type: DataTypes.STRING(254), allowNull: false, unique: true },
    name: { type: DataTypes.STRING(100), allowNull: false, defaultValue: '' },
    role: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'customer' },
    ...timestamps,
  });
  await qi.addIndex('users', ['role'], { name: 'users_role' });

  await qi.createTable('profiles', {
    user_id: { type: DataTypes.UUID, primaryKey: true, references: { model: 'users', key: 'id' }, onDelete: 'CASCADE' },
    education: { type: DataTypes.STRING(200), allowNull: false },
    location: { type: DataTypes.STRING(200), allowNull: false },
    phone: { type: DataTypes.STRING(30), allowNull: false },
    linkedin: { type: DataTypes.STRING(300), allowNull: true },
    ...timestamps,
  });

  await qi.createTable('products', {
    id,
    name: { type: DataTypes.STRING(120), allowNull: false },
    image: { type: DataTypes.STRING(2048), allowNull: false },
    available: { type: DataTypes.INTEGER, allowNull: false },
    minimum: { type: DataTypes.INTEGER, allowNull: false },
    price_cents: { type: DataTypes.INTEGER, allowNull: false },
    description: { type: DataTypes.TEXT, allowNull: false },
    ...timestamps,
  });
  // Keyset pagination for each sort order; "newest" uses the time-ordered primary key.
  await qi.addIndex('products', ['price_cents', 'id'], { name: 'products_price_id' });
  await qi.addIndex('products', ['name', 'id'], { name: 'products_name_id' });

  await qi.createTable('orders', {
    id,
    user_id: { type: DataTypes.UUID, allowNull: false, references: { model: 'users', key: 'id' }, onDelete: 'CASCADE' },
    user_name: { type: DataTypes.STRING(100), allowNull: false },
    email: { type: DataTypes.STRING(254), allowNull: false },
    product_id: { type: DataTypes.UUID, allowNull: true, references: { model: 'products', key: 'id' }, onDelete: 'SET NULL' },
    product_name: { type: DataTypes.STRING(120), allowNull: false },
    quantity: { type: DataTypes.INTEGER, allowNull: false },
    unit_price_cents: { type: DataTypes.INTEGER, allowNull: false },
    total_cents: { type: DataTypes.BIGINT, allowNull: false },
    address: { type: DataTypes.STRING(500), allowNull: false },
    phone: { type: DataTypes.STRING(30), allowNull: false },
    status: { type: DataTypes.STRING(16), allowNull: false },
    payment_intent_id: { type: DataTypes.STRING(255), allowNull: true, unique: true },
    transaction_id: { type: DataTypes.STRING(255), allowNull: true },
    hold_expires_at: { type: DataTypes.DATE, allowNull: true },
    paid_at: { type: DataTypes.DATE, allowNull: true },
    shipped_at: { type: DataTypes.DATE, allowNull: true },
    cancelled_at: { type: DataTypes.DATE, allowNull: true },
    ...timestamps,
  });
  await qi.addIndex('orders', ['user_id', 'id'], { name: 'orders_user_id' });
  await qi.addIndex('orders', ['status', 'hold_expires_at'], { name: 'orders_status_hold' });
  await qi.addIndex('orders', ['product_id', 'status'], { name: 'orders_product_status' });

  await qi.createTable('reviews', {
    id,
    user_id: { type: DataTypes.UUID, allowNull: true, references: { model: 'users', key: 'id' }, onDelete: 'SET NULL' },
    product_id: { type: DataTypes.UUID, allowNull: true, references: { model: 'products', key: 'id' }, onDelete: 'SET NULL' },
    name: { type: DataTypes.STRING(100), allowNull: false },
    title: { type: DataTypes.STRING(120), allowNull: false },
    details: { type: DataTypes.STRING(2000), allowNull: false },
    rating: { type: DataTypes.INTEGER, allowNull: false },
    verified_purchase: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
    ...timestamps,
  });
  await qi.addIndex('reviews', ['product_id', 'id'], { name: 'reviews_product_id' });

  await qi.createTable('contact_messages', {
    id,
    name: { type: DataTypes.STRING(100), allowNull: false },
    email: { type: DataTypes.STRING(254), allowNull: false },
    message: { type: DataTypes.STRING(2000), allowNull: false },
    ...timestamps,
  });

  await qi.createTable('newsletter_subscriptions', {
    id,
    email: { type: DataTypes.STRING(254), allowNull: false, unique: true },
    ...timestamps,
  });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  for (const table of ['newsletter_subscriptions', 'contact_messages', 'reviews', 'orders', 'products', 'profiles', 'users']) {
    await qi.dropTable(table);
  }
}
