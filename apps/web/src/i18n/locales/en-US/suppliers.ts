import type { Translation } from '../../translation.ts';
import type { suppliers as zh } from '../zh-CN/suppliers.ts';

/** My suppliers (joining a supplier by its invitation code) in English (en-US). */
export const suppliers: Translation<typeof zh> = {
  menu: 'My suppliers',
  title: 'My suppliers',
  intro:
    "Enter the invitation code a supplier gave you: once you join, you can see and publish the supplier's invited goods.",
  codePlaceholder: "Enter the supplier's invitation code",
  lookUp: 'Look up',
  found: 'Supplier: {{name}}',
  alreadyJoined: 'Joined ({{date}})',
  join: 'Join supplier',
  joined: 'You joined the supplier "{{name}}"',
  listTitle: 'Suppliers you joined',
  empty: 'You have not joined any supplier yet',
  joinedAt: 'Joined {{date}}',
};
