// Owns every English text of the shop, the seed's quoted texts exactly as the seed has them. Keys
// are "<namespace>.<name>": a page receives only the namespaces its routes ask for. Messages are
// ICU MessageFormat: {name} is a value, {count, plural, one {…} other {…}} picks a plural form.
// Each namespace lives in its own file under en/, listed with its Kiswahili file in namespaces.ts.
import { assembled, namespaces } from "./namespaces.ts";

export const en = assembled(namespaces.map(({ english }) => english));

export type MessageKey = keyof typeof en;
export type Namespace = MessageKey extends `${infer Name}.${string}` ? Name : never;
