/** The spellings of a module's name the templates use, from its kebab-case name. */
export interface ModuleNames {
  /** `demo-thing`: folders, the route id, the server module's name. */
  name: string;
  /** `demoThing`: variables. */
  camel: string;
  /** `DemoThing`: types and components. */
  pascal: string;
  /** `demo_thing`: the catalogue key, the url, the table. */
  snake: string;
  /** `demo thing`: in sentences. */
  title: string;
  /** `Demo Thing`: in headings. */
  heading: string;
}

const kebabName = /^[a-z][a-z0-9]*(-[a-z][a-z0-9]*)*$/;

export function namesOf(name: string): ModuleNames {
  if (!kebabName.test(name))
    throw new Error(
      `"${name}" is not a module name: lower-case words joined by hyphens (demo-thing)`,
    );
  const words = name.split('-');
  const capital = (word: string) => word[0]!.toUpperCase() + word.slice(1);
  return {
    name,
    camel: words[0] + words.slice(1).map(capital).join(''),
    pascal: words.map(capital).join(''),
    snake: words.join('_'),
    title: words.join(' '),
    heading: words.map(capital).join(' '),
  };
}

/** A template's text with the names put in. */
export function fillIn(template: string, names: ModuleNames): string {
  return template
    .replaceAll('__name__', names.name)
    .replaceAll('__camel__', names.camel)
    .replaceAll('__Pascal__', names.pascal)
    .replaceAll('__snake__', names.snake)
    .replaceAll('__title__', names.title)
    .replaceAll('__Title__', names.heading);
}
