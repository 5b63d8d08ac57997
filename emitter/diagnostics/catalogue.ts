// Every diagnostic ts2wp reports, in one place: its stable code, what it says and how to
// fix it (TypeScriptToLua's transformation/utils/diagnostics.ts). A translation site
// reports `ctx.unsupported(node, Unsupported.varDeclaration())`, an analysis site
// `diagnosticAt(node, Rules.BadName.invalid(name))`; the code never changes
// once released, so users and tests can rely on it. docs/diagnostics.md is generated
// from this list (tools/diagnostics-doc.ts) and a test keeps it up to date.
//
// Codes by family: 30xx syntax or calls outside the subset with no closer entry, 31xx
// statements and control flow, 32xx expressions and operators, 33xx functions and
// closures, 34xx classes, enums and modules, 35xx destructuring, 36xx String, Number,
// Math and JSON, 37xx Array and Object, 38xx RegExp, Date and Error, 39xx the WordPress API
// ($wpdb and SQL, the plugin's paths).

/** Only this module can make a Problem: a diagnostic's code and text always come from an entry here. */
declare const issued: unique symbol;

/** A diagnostic's code and text, placed at a node or a file range by the caller. */
export interface Problem {
  readonly code: number;
  readonly message: string;
  readonly [issued]: true;
}

const problem = (code: number, message: string) => ({ code, message }) as Problem;

/** One catalogue entry: a factory for its Problem, with what docs/diagnostics.md shows. */
export type Factory<A extends unknown[]> = ((...args: A) => Problem) & {
  readonly code: number;
  /** The construct, as the docs list it. */
  readonly title: string;
  /** What to write instead, as the docs list it. */
  readonly fix: string;
};

type Text<A extends unknown[]> = string | ((...args: A) => string);

const text = <A extends unknown[]>(t: Text<A>, args: A) => (typeof t === 'string' ? t : t(...args));

function entry<A extends unknown[]>(
  code: number,
  title: string,
  fix: string,
  message: (...args: A) => string,
): Factory<A> {
  return Object.assign((...args: A): Problem => problem(code, message(...args)), { code, title, fix });
}

const CONSTRUCT_FIX =
  "Handlers may construct Map, Set, Date, RegExp, Error and its subclasses, URLSearchParams, Intl.NumberFormat, Intl.DateTimeFormat and Intl.Collator (English), WP_Error, WP_REST_Response and the project's own classes (docs/supported-subset.md).";

/** What to write instead of `new X()` for the lib classes people reach for. */
const CONSTRUCT_INSTEAD: Record<string, string> = {
  WeakMap: 'Use a Map: a request is short-lived, so nothing needs weak keys.',
  WeakSet: 'Use a Set: a request is short-lived, so nothing needs weak keys.',
  WeakRef: 'Hold the object itself: a request is short-lived.',
  Promise: 'A PHP request is synchronous: compute the value and return it.',
  URL: 'Use add_query_arg() / wp_parse_url() from ts2wp/wordpress, or string functions with encodeURIComponent().',
  Proxy: 'Write the object with the properties it needs.',
  'Intl.ListFormat':
    "Use wp_sprintf_l('%l', items) from ts2wp/wordpress (the site's language), or join the list yourself.",
  'Intl.PluralRules':
    "Use _n(single, plural, count, 'your-text-domain') from ts2wp/wordpress: WordPress picks the plural form of the site's language.",
  'Intl.RelativeTimeFormat':
    "Use human_time_diff(from, to) from ts2wp/wordpress ('3 days', in the site's language), or compute the difference and word it yourself.",
};

/**
 * `<what> is not supported in handlers. <fix>`: the shape of every unsupported construct.
 * `docFix` stands for a fix that depends on the arguments.
 */
function unsupported<A extends unknown[] = []>(
  code: number,
  title: string,
  what: Text<A>,
  fix: Text<A>,
  docFix?: string,
): Factory<A> {
  return entry(
    code,
    title,
    docFix ?? (typeof fix === 'string' ? fix : ''),
    (...args: A) => `${text(what, args)} is not supported in handlers. ${text(fix, args)}`,
  );
}

/**
 * A translation that builds but may answer differently from Node in cases the build cannot
 * see: reported as a warning (`ctx.warn()`), like TS2WP1019.
 */
function caution<A extends unknown[]>(
  code: number,
  title: string,
  message: (...args: A) => string,
  fix: string,
): Factory<A> & { readonly warning: true } {
  return Object.assign(
    entry(code, title, fix, (...args: A) => `${message(...args)} ${fix}`),
    { warning: true as const },
  );
}

const SUBSET = 'See docs/supported-subset.md for what handlers may use.';

const STRING_METHOD_FIX = 'See docs/subset/strings-numbers.md for the string methods handlers may use.';
const STRING_METHOD_INSTEAD = new Map<string, string>(
  Object.entries({
    toLocaleUpperCase: 'Use toUpperCase().',
    toLocaleLowerCase: 'Use toLowerCase().',
    isWellFormed:
      'PHP holds a lone surrogate as U+FFFD, so whether the string was well formed cannot be told. Use toWellFormed(), which gives the same string as in JavaScript.',
  }),
);

const ARRAY_METHOD_FIX = 'See docs/subset/arrays-objects.md for the array methods handlers may use.';
const ARRAY_METHOD_INSTEAD = new Map<string, string>(
  Object.entries({
    copyWithin: 'Copy the elements with a loop or splice().',
    toLocaleString: 'Use join(); for numbers, map them through number_format_i18n() from ts2wp/wordpress first.',
  }),
);

const OBJECT_FUNCTION_FIX = 'See docs/subset/arrays-objects.md for the Object functions handlers may use.';
const OBJECT_FUNCTION_INSTEAD = new Map<string, string>(
  Object.entries({
    seal: 'A sealed object rejects new keys, which a PHP object cannot do. Drop the call and rely on the type.',
    isSealed: 'Objects cannot be sealed in handlers.',
    preventExtensions: 'Drop the call and rely on the type.',
    defineProperty: 'Assign the property: `o.key = value`.',
    defineProperties: 'Assign the properties one by one.',
    create: 'Write an object literal: `{ ... }`.',
    getOwnPropertyNames: 'Use Object.keys().',
    getPrototypeOf: 'Handler objects are plain objects; no prototypes.',
    setPrototypeOf: 'Handler objects are plain objects; no prototypes.',
    is: 'Use `===` (and Number.isNaN() for NaN).',
  }),
);

const DATE_METHOD_FIX =
  'Use toISOString() or the getUTC…() methods (handlers run in UTC; local-time formats would differ).';

export const Unsupported = {
  // 30xx: outside the subset, nothing closer to say.
  syntax: unsupported<[kind: string, source: string]>(
    3001,
    'Syntax outside the subset',
    (kind, source) => `${kind} (${source})`,
    SUBSET,
  ),
  statement: unsupported<[kind: string]>(
    3004,
    'A statement outside the subset',
    (kind) => `The statement ${kind}`,
    SUBSET,
  ),
  call: unsupported<[callee: string]>(
    3002,
    'A call outside the subset',
    (callee) => `The call ${callee}()`,
    'Handlers may call WP_REST_Request methods, ts2wp/wordpress functions and the builtins in docs/supported-subset.md.',
  ),
  construct: unsupported<[callee: string]>(
    3003,
    '`new` of a class outside the subset',
    (callee) => `new ${callee}()`,
    (callee) => CONSTRUCT_INSTEAD[callee] ?? CONSTRUCT_FIX,
    CONSTRUCT_FIX,
  ),

  hostCall: unsupported<[callee: string]>(
    3005,
    'A console, crypto or structuredClone use other than the supported calls',
    (callee) => `\`${callee}\``,
    'Handlers may call console.log/info/warn/error/debug(), crypto.randomUUID() (or wp_generate_uuid4()) and structuredClone(value).',
  ),

  // Calls that translate but would not ship: WordPress's i18n rules (WPCS WordPress.WP.I18n).
  textDomain: entry<[call: string, found: string, slug: string]>(
    3006,
    "A translation call (`__`, `_x`, `_n`, `esc_html__`…) whose text domain is not the plugin's slug",
    "Pass the plugin's slug, as a string literal, as the call's text domain.",
    (call, found, slug) =>
      `\`${call}()\` ${found}; it must be this plugin's slug '${slug}'. WordPress loads a plugin's translations under its slug only, and wordpress.org rejects another domain (WordPress.WP.I18n). Pass '${slug}' as the text domain.`,
  ),
  translatedText: entry<[call: string]>(
    3007,
    'A translation call whose text, plural or context is not a string literal',
    "Write the text as a string literal with placeholders, and put the values in afterwards: `__('Hello, %s', 'my-slug').replace('%s', name)`.",
    (call) =>
      `\`${call}()\` takes its text as a value: translation tools read the text from the source, so it must be a string literal (WordPress.WP.I18n). Write the literal with placeholders and put the values in afterwards: \`${call}('Hello, %s', …).replace('%s', name)\`.`,
  ),
  translatorsComment: entry<[call: string]>(
    3008,
    'A translation text with placeholders (`%s`, `%d`, `%1$s`…) and no `translators:` comment',
    "Write `/* translators: %s: the customer's name */` just before the call, or before the statement or property holding it.",
    (call) =>
      `\`${call}()\`'s text has placeholders but no \`translators:\` comment says what they stand for; translators see only the text (WordPress.WP.I18n). Write \`/* translators: %s: what %s is */\` just before the call, or before the statement or property holding it.`,
  ),

  // 31xx: statements and control flow.
  varDeclaration: unsupported(3101, '`var`', '`var`', 'Use `const` or `let`.'),
  withStatement: unsupported(3102, '`with`', '`with`', 'Read the properties from the object directly.'),
  debuggerStatement: unsupported(
    3103,
    '`debugger`',
    '`debugger`',
    'Remove it; to trace a value, return it in the response while you debug (ts2wp/wordpress has no logging function).',
  ),
  labelNotOnLoop: unsupported(
    3104,
    'A label on a statement that is not a loop or a switch',
    'A label on a statement that is not a loop or a switch',
    'Put the label on a loop, or restructure with a flag or a helper function that returns.',
  ),
  jumpOutOfFinally: unsupported<[keyword: string]>(
    3105,
    '`break`/`continue` out of a finally block',
    (keyword) => `\`${keyword}\` out of a finally block`,
    'PHP forbids jumping out of `finally`: set a flag and test it after the try statement.',
  ),
  jumpWithoutTarget: unsupported<[keyword: string]>(
    3106,
    '`break`/`continue` with no loop or switch to leave',
    (keyword) => `This \`${keyword}\``,
    'Break out of loops and switches only (labels go on loops).',
  ),
  forAwait: unsupported(
    3107,
    '`for await`',
    '`for await`',
    'WordPress handlers run synchronously: loop with `for…of`.',
  ),
  catchDestructuring: unsupported(
    3108,
    'Destructuring a caught error',
    'Destructuring a caught error',
    'Catch it whole: `catch (e)`, then read `(e as Error).message`.',
  ),
  throwNonError: unsupported(
    3109,
    'Throwing a value that is not an Error',
    'Throwing a value that is not an Error',
    'Throw an Error: `throw new Error(String(value))`.',
  ),
  moduleStatement: unsupported(
    3110,
    'A module-level statement other than a declaration',
    'A module-level statement other than a declaration',
    'PHP loads module code lazily, so only declarations (const, let, function, class, enum, import/export) may appear at module level. Move the code into a function.',
  ),

  // 32xx: expressions and operators.
  unknownReference: unsupported<[name: string]>(
    3201,
    'A reference to something that is not a parameter, local or import',
    (name) => `The reference to '${name}'`,
    'Handlers may use their parameters, local variables and imports from ts2wp/wordpress.',
  ),
  objectAccessor: unsupported(
    3202,
    'Getters and setters in object literals',
    'A getter or setter in an object literal',
    'Compute the value and store it: `key: value`.',
  ),
  objectMethod: unsupported(
    3203,
    'A method in an object literal',
    'A method in an object literal',
    'Write `key: (…) => …`.',
  ),
  propertyName: unsupported(
    3204,
    'A property name that is not an identifier, string, number or `[expression]`',
    'This property name',
    'Use an identifier or a string.',
  ),
  arrayHole: unsupported(
    3205,
    'Holes in array literals',
    'A hole in an array literal (`[1, , 2]`)',
    'Write `undefined` where the hole is.',
  ),
  classExpression: unsupported(
    3206,
    'A class expression',
    'A class expression',
    'Declare the class at module level: `class Name { … }`.',
  ),
  voidOperator: unsupported(
    3207,
    '`void`',
    '`void`',
    'Write `undefined`, and evaluate the operand as its own statement.',
  ),
  awaitExpression: unsupported(
    3208,
    '`await` on an object with its own `then` method',
    '`await` on an object with its own `then` method',
    'A handler runs synchronously, so `await` takes a value, a call of an `async` function or `Promise.resolve(x)`: call the method yourself.',
  ),
  yieldExpression: unsupported(
    3209,
    '`yield` (generators)',
    '`yield` (generators)',
    'Build and return an array instead.',
  ),
  taggedTemplate: unsupported(
    3210,
    'Tagged templates other than String.raw',
    'A tagged template other than String.raw',
    'Call the function with the values: `tag([...strings], a, b)`, or use a plain template literal.',
  ),
  metaProperty: unsupported<[source: string]>(
    3211,
    '`new.target`, `import.meta`',
    (source) => `\`${source}\``,
    'Pass what you need as a parameter.',
  ),
  undefinedVersusNull: unsupported<[source: string]>(
    3212,
    'Telling undefined from null when the type allows both',
    (source) => `Telling undefined from null in \`${source}\` (its type allows both, and both are PHP null)`,
    'Compare with `== null` (true for both), or give it a type with only one of them. A member declared `x?: T | null` (read as `o.x`, or or destructured into a variable that is never reassigned) can be compared; a required member or a plain parameter cannot.',
  ),
  looseEquality: unsupported<[operator: string, negated: boolean]>(
    3213,
    '`==`/`!=` between values that are not null or undefined',
    (operator) => `\`${operator}\` between values that are not null or undefined`,
    (_operator, negated) => `Use \`${negated ? '!==' : '==='}\` (PHP cannot reproduce JavaScript's loose equality).`,
    "Use `===` or `!==` (PHP cannot reproduce JavaScript's loose equality).",
  ),
  privateIn: unsupported(3214, '`#field in obj`', '`#field in obj`', 'Use `instanceof`.'),
  binaryOperator: unsupported<[operator: string]>(
    3215,
    'A binary operator outside the subset',
    (operator) => `The operator \`${operator}\``,
    'See docs/subset/core.md.',
  ),
  assignmentTarget: unsupported<[source: string]>(
    3216,
    'Assigning to something that is not a variable, property or element',
    (source) => `Assigning to \`${source}\``,
    'Assign to a variable, an object property or an array element.',
  ),
  prefixOperator: unsupported<[operator: string]>(
    3217,
    'A prefix operator outside the subset',
    (operator) => `The prefix operator \`${operator}\``,
    'See docs/subset/core.md.',
  ),
  incrementNonNumber: unsupported<[operator: string]>(
    3218,
    '`++`/`--` on a value that is not a number',
    (operator) => `\`${operator}\` on a value that is not a number`,
    (operator) => `Convert it first: \`x = Number(x) ${operator[0]} 1\`.`,
    'Convert it first: `x = Number(x) + 1`.',
  ),
  incrementArrayLength: unsupported(
    3219,
    "`++`/`--` on an array's length",
    "`++`/`--` on an array's length",
    'Use push() or pop().',
  ),
  deleteNonProperty: unsupported(
    3220,
    '`delete` on anything but an object property',
    '`delete` on anything but an object property',
    'Arrays cannot have holes in handlers: use splice() or filter().',
  ),
  undefinedInNullableMember: unsupported<[name: string]>(
    3221,
    'Storing a value that may be undefined in a member `x?: T | null`',
    (name) =>
      `Storing a value that may be undefined in \`${name}\` (declared \`${name}?: T | null\`, where absent and null differ)`,
    (name) =>
      `Leave \`${name}\` out (or \`delete o.${name}\`) for undefined, store \`v ?? null\` for null, or copy it only when present: \`...(src.${name} !== undefined ? { ${name}: src.${name} } : {})\`.`,
    'Leave the member out (or `delete o.x`) for undefined, store `v ?? null` for null, or copy it only when present: `...(src.x !== undefined ? { x: src.x } : {})`.',
  ),
  undefinedFromUntypedHelper: caution<[value: string, helper: string]>(
    3222,
    'A value of type `any`/`unknown` (or `T | null | undefined`) from a helper that may return undefined, stored in an object',
    (value, helper) =>
      `\`${value}\` comes from \`${helper}()\`, which may return undefined, and its type does not say whether a PHP null is undefined or null: PHP stores null, which JSON and update_option() keep as \`null\`, where Node leaves the key out.`,
    'Give the helper a return type with undefined and without null (`string | undefined`), or convert the value where you store it (`asString(v)` returning `string | undefined`); then PHP leaves the key out as Node does.',
  ),

  // 33xx: functions and closures.
  asyncFunction: unsupported(
    3301,
    'An `async` function passed as a callback',
    'An `async` function passed as a callback',
    'The callee would receive promises, and a handler runs synchronously: pass a plain function and `await` inside the caller, or loop with `for…of`.',
  ),
  promiseNotAwaited: unsupported(
    3313,
    'A promise that is not awaited',
    'A promise that is not awaited at once',
    'A handler runs synchronously, so an `async` call or `Promise.resolve(x)` must be awaited where it is made (`await load()`) or returned from an `async` function.',
  ),
  generatorFunction: unsupported(
    3302,
    'Generator functions (`function*`)',
    'A generator function (`function*`)',
    'Build and return an array instead.',
  ),
  nullableParameterDefault: unsupported(
    3303,
    'A default value on a parameter that accepts null (or any/unknown)',
    'A default value on a parameter that accepts null (or any/unknown)',
    'PHP cannot tell null from undefined: give the parameter a type without null, or drop the default and write `x ?? value` in the body.',
  ),
  thisInFunctionExpression: unsupported(
    3304,
    '`this` inside a `function` expression',
    '`this` inside a `function` expression',
    'Use an arrow function, which sees the `this` of the method around it.',
  ),
  recursiveFunctionInLoop: unsupported(
    3305,
    'A named function expression that calls itself inside a loop',
    'A named function expression that calls itself inside a loop',
    'Declare the function with `function name() {}` or `const name = …` in the loop body.',
  ),
  anonymousFunctionDeclaration: unsupported(
    3306,
    'An anonymous function declaration',
    'An anonymous function declaration',
    'Give the function a name.',
  ),
  thisInNestedFunction: unsupported(
    3307,
    '`this` inside a nested `function`',
    '`this` inside a nested `function`',
    'Use an arrow function, which sees the `this` of the method around it.',
  ),
  spreadNonArray: unsupported(
    3308,
    'Spreading a value that is not an array into a call',
    'Spreading a value that is not an array into a call',
    'Spread an array.',
  ),
  argumentsObject: unsupported(
    3309,
    '`arguments`',
    '`arguments`',
    'Declare a rest parameter instead: `function f(...args: number[])`.',
  ),
  capturedLoopVariable: entry<[name: string]>(
    3310,
    'A closure capturing a loop variable that changes inside the loop',
    'Copy it first (`const current = i;`) and capture the copy.',
    (name) =>
      `This closure captures '${name}', a loop variable that changes inside the loop; PHP cannot give each pass its own copy. Copy it first (\`const current = ${name};\`) and capture the copy.`,
  ),
  capturedCatchVariable: entry<[name: string]>(
    3311,
    'A closure capturing a reassigned catch variable inside a loop',
    'Copy it into a `const` and capture the copy.',
    (name) =>
      `This closure captures '${name}', a catch variable inside a loop that is reassigned. Copy it into a \`const\` and capture the copy.`,
  ),
  thisInModuleFunction: unsupported(
    3312,
    '`this` in a module-level function',
    '`this` in a module-level function',
    'Pass the object as a parameter.',
  ),

  // 34xx: classes, enums and modules.
  classDecorator: unsupported(
    3401,
    'A class decorator',
    'A class decorator',
    'Remove it: decorators other than @Api on controller methods have no PHP counterpart.',
  ),
  unsupportedBase: unsupported(
    3402,
    'Extending a class that is not a project class or Error',
    'Extending this class',
    'A class may extend another class of the project, or Error.',
  ),
  errorSubclassField: unsupported<[name: string]>(
    3403,
    "A `message`, `stack`, `cause`, `line` or `file` field in an Error subclass (PHP's Exception declares `line` and `file` with types a subclass cannot change: the class would not load)",
    (name) => `A \`${name}\` field in an Error subclass`,
    (name) =>
      name === 'line' || name === 'file'
        ? `Name the field otherwise (\`${name}No\`, \`source${name[0].toUpperCase()}${name.slice(1)}\`): PHP's Exception owns \`$${name}\`.`
        : 'Pass the message to super(…).',
    "Pass the message to super(…); give a `line` or `file` field another name (PHP's Exception owns them).",
  ),
  parameterPropertyPattern: unsupported(
    3404,
    'Destructuring a parameter property',
    'Destructuring a parameter property',
    'Declare the field and assign it in the constructor.',
  ),
  controllerParameterProperty: unsupported(
    3405,
    'A controller constructor with parameters',
    'A controller constructor with parameters',
    'WordPress creates controllers with `new X()`: initialize fields in their declarations.',
  ),
  controllerRequiredParameter: unsupported(
    3406,
    'A controller constructor with required parameters',
    'A controller constructor with required parameters',
    'WordPress creates controllers with `new X()`.',
  ),
  memberDecorator: unsupported(
    3407,
    'A decorator other than @Api',
    'A decorator other than @Api',
    'Remove it: only @Api on a controller method has a PHP counterpart.',
  ),
  classIndexSignature: unsupported(
    3409,
    'An index signature in a class',
    'An index signature in a class',
    'Use a field holding an object (`data: Record<string, T> = {}`).',
  ),
  computedMemberName: unsupported(3411, 'A computed member name', 'A computed member name', 'Use a plain name.'),
  computedMethodCall: unsupported(
    3412,
    'A method with a computed name',
    'A method with a computed name',
    'Use a plain name.',
  ),
  declareField: unsupported(
    3413,
    '`declare` and `accessor` fields',
    'A `declare` or `accessor` field',
    'Declare a plain field.',
  ),
  fieldName: unsupported<[name: string]>(
    3414,
    'A field name PHP cannot spell',
    (name) => `The field name '${name}'`,
    'Name fields with letters, digits and _ (PHP property names).',
  ),
  optionalMethod: unsupported(
    3415,
    'An optional method',
    'An optional method',
    'Declare a field holding a function, or always define the method.',
  ),
  classMember: unsupported(
    3416,
    'A class member outside the subset',
    'This class member',
    'See docs/subset/functions.md.',
  ),
  nestedSuperCall: unsupported(
    3417,
    '`super(…)` inside a nested statement',
    '`super(…)` inside a nested statement',
    'Call super(…) directly in the constructor body.',
  ),
  secondSuperCall: unsupported(
    3418,
    'A second `super(…)` call',
    'A second `super(…)` call',
    'Call super(…) once, directly in the constructor body.',
  ),
  computedEnumMember: unsupported(
    3419,
    'An enum member whose value is computed at run time',
    'An enum member whose value is computed at run time',
    'Give it a constant value.',
  ),
  thisInStatic: unsupported(
    3420,
    '`this` as a value in a static method',
    '`this` as a value in a static method',
    'Name the class instead.',
  ),
  thisOutsideClass: unsupported(
    3421,
    '`this` outside a class',
    '`this` outside a class',
    'Pass the object as a parameter.',
  ),
  methodAsValue: unsupported<[source: string]>(
    3422,
    'A method used as a value',
    'A method used as a value',
    (source) => `JavaScript would lose \`this\`: write an arrow function, \`(x) => ${source}(x)\`.`,
    'JavaScript would lose `this`: write an arrow function, `(x) => obj.method(x)`.',
  ),
  constEnumValue: unsupported(3423, 'A const enum as a value', 'A const enum as a value', 'Use its members.'),
  classAsValue: unsupported(
    3424,
    'A class used as a value',
    'A class used as a value',
    'Call `new` or its static members directly.',
  ),
  moduleDestructuring: unsupported<[name: string]>(
    3425,
    'Destructuring at module level',
    (name) => `Destructuring at module level ('${name}')`,
    'Declare one constant at a time: `const a = obj.a;`.',
  ),
  superCallOutsideConstructor: unsupported(
    3426,
    '`super(…)` outside a constructor body',
    '`super(…)` here',
    'Call super(…) directly in a constructor body.',
  ),
  callingClass: unsupported(3427, 'Calling a class', 'Calling a class', 'Use `new`.'),
  newNonClass: unsupported<[source: string]>(
    3428,
    '`new` of something that is not a class',
    (source) => `new ${source}()`,
    'Only classes can be constructed.',
  ),
  newAbstract: unsupported(
    3429,
    'Constructing an abstract class',
    'Constructing an abstract class',
    'Construct a subclass.',
  ),
  instanceofNonClass: unsupported(
    3430,
    '`instanceof` with a project value that is not a class',
    '`instanceof` with this right-hand side',
    'Use a class.',
  ),
  assignImport: unsupported(
    3431,
    'Assigning to an imported binding',
    'Assigning to an imported binding',
    'Export a function that changes it.',
  ),
  localClass: entry<[isEnum: boolean]>(
    3432,
    'A class or enum declared inside a function',
    'Declare it at module level.',
    (isEnum) =>
      `${isEnum ? 'An enum' : 'A class'} declared inside a function is not supported in handlers. Declare it at module level.`,
  ),
  accessorThroughType: unsupported<[name: string, cls: string]>(
    3433,
    'A getter or setter reached through an interface or object type',
    (name, cls) =>
      `Reading or writing \`${name}\` through a type that ${cls} satisfies, where ${cls} implements it with a getter or setter,`,
    (name, cls) =>
      `PHP would use a field, not the accessor. Type the value as ${cls} (or narrow it with instanceof), or make \`${name}\` a plain field or a method.`,
    'Type the value as the class, or make the member a plain field or a method.',
  ),

  // 35xx: destructuring.
  patternPropertyName: unsupported(
    3501,
    'A property name in a pattern that is not an identifier, string or `[expression]`',
    'This property name in a pattern',
    'Use an identifier, a string or `[expression]`.',
  ),
  patternMember: unsupported(
    3502,
    'A member of a destructuring pattern that is not `key: target`',
    'This member in a destructuring pattern',
    'Use `key: target` pairs.',
  ),
  objectPatternOnArray: unsupported(
    3503,
    'An object pattern on an array or a string',
    'An object pattern on an array or a string',
    'Use an array pattern, or read `.length` directly.',
  ),
  nullableDefault: unsupported(
    3504,
    'A default for a value whose type allows both null and undefined',
    'A default for a value whose type allows both null and undefined (PHP cannot tell them apart)',
    'Drop the default and write `x ?? value` (which also replaces null), or give the value a type with only one of them.',
  ),

  // 36xx: String, Number, Math, JSON.
  stringMethod: unsupported<[name: string]>(
    3601,
    'A string method outside the subset',
    (name) => `The string method ${name}()`,
    (name) => STRING_METHOD_INSTEAD.get(name) ?? STRING_METHOD_FIX,
    STRING_METHOD_FIX,
  ),
  stringFunction: unsupported<[name: string]>(
    3602,
    'A String function other than fromCharCode/fromCodePoint',
    (name) => `String.${name}()`,
    'Handlers may use String.fromCharCode() and String.fromCodePoint().',
  ),
  numberMethod: unsupported<[name: string]>(
    3603,
    'A number method outside the subset',
    (name) => `The number method ${name}()`,
    'Handlers may use toFixed, toPrecision, toExponential and toString.',
  ),
  numberFunction: unsupported<[name: string]>(
    3604,
    'A Number function outside the subset',
    (name) => `Number.${name}()`,
    'See docs/subset/strings-numbers.md for the Number functions handlers may use.',
  ),
  mathFunction: unsupported<[name: string]>(
    3605,
    'A Math function outside the subset',
    (name) => `Math.${name}()`,
    'See docs/subset/strings-numbers.md for the Math functions handlers may use.',
  ),
  jsonSpread: unsupported<[name: string]>(
    3606,
    'Spread arguments to JSON.stringify()/JSON.parse()',
    (name) => `A spread argument to JSON.${name}()`,
    'Pass the arguments one by one.',
  ),
  numberFormatOption: unsupported<[what: string]>(
    3610,
    'Intl.NumberFormat / toLocaleString() with a locale or option outside the supported ones',
    (what) => what,
    "Pass the locale 'en' or 'en-US' and options among style ('decimal', 'percent', or 'currency' with currency 'USD'), minimumFractionDigits, maximumFractionDigits and useGrouping, as an object literal; for the site's locale use number_format_i18n(n, decimals) from ts2wp/wordpress.",
  ),
  dateTimeFormatOption: unsupported<[what: string]>(
    3611,
    "Intl.DateTimeFormat / a date's toLocaleString(), toLocaleDateString() or toLocaleTimeString() with a locale or option outside the supported ones",
    (what) => what,
    "Pass the locale 'en' or 'en-US' and an object literal of options: timeZone (required: 'UTC' or an IANA zone name, any expression), dateStyle and timeStyle ('full', 'long', 'medium', 'short'), or weekday, year, month, day, hour, minute, second (string literals), hour12 and hourCycle; for the site's locale and zone use wp_date(format, timestamp) from ts2wp/wordpress.",
  ),
  jsonFunction: unsupported<[name: string]>(
    3609,
    'A JSON function other than stringify and parse',
    (name) => `JSON.${name}()`,
    'Handlers may use JSON.stringify() and JSON.parse().',
  ),

  // 37xx: Array and Object.
  thisArg: unsupported<[callee: string]>(
    3701,
    'The thisArg argument of an array method',
    (callee) => `The thisArg argument of ${callee}()`,
    'Use an arrow function, which sees the surrounding variables.',
  ),
  sortNullAndUndefined: unsupported(
    3702,
    'Sorting an array that may hold both null and undefined',
    'Sorting an array that may hold both null and undefined',
    'PHP has one null: give the elements a type with only one of them (JavaScript sorts undefined last but null as the string "null").',
  ),
  iteratorAsValue: unsupported<[name: string]>(
    3703,
    'keys()/values()/entries() outside for-of, spread or Array.from()',
    (name) => `${name}() outside for-of, spread or Array.from()`,
    (name) => `Iterate it directly (\`for (const x of a.${name}())\`), or write \`Array.from(a.${name}())\`.`,
    'Iterate it directly (`for (const x of a.keys())`), or write `Array.from(a.keys())`.',
  ),
  arrayMethod: unsupported<[name: string]>(
    3704,
    'An array method outside the subset',
    (name) => `The array method ${name}()`,
    (name) => ARRAY_METHOD_INSTEAD.get(name) ?? ARRAY_METHOD_FIX,
    ARRAY_METHOD_FIX,
  ),
  arrayFromWithoutSource: unsupported(
    3705,
    'Array.from() without a source',
    'Array.from() without a source',
    'Pass an array, a string or `{ length: n }`.',
  ),
  arrayFromSource: unsupported<[type: string]>(
    3706,
    'Array.from() of an iterable that is not an array, string or array-like',
    (type) => `Array.from() of a ${type}`,
    'Handlers may pass an array, a string, a Map or Set (or their keys(), values() or entries()), or an array-like object such as `{ length: n }`.',
  ),
  arrayFunction: unsupported<[name: string]>(
    3707,
    'An Array function other than isArray, of and from',
    (name) => `Array.${name}()`,
    'Handlers may use Array.isArray, Array.of and Array.from.',
  ),
  arrayOfHoles: unsupported(
    3708,
    'new Array(n) (an array of n holes)',
    'new Array(n) (an array of n holes)',
    'Write `new Array(n).fill(value)`, or `Array.from({ length: n }, (_, i) => value)`.',
  ),
  arrayMethodAsValue: unsupported<[name: string]>(
    3709,
    'An array method used as a value',
    (name) => `The array method ${name} used as a value`,
    (name) => `Call it, or wrap it: \`(x) => a.${name}(x)\`.`,
    'Call it, or wrap it: `(x) => a.push(x)`.',
  ),
  lengthCompoundAssignment: unsupported(
    3710,
    "Compound assignment to an array's length",
    "Compound assignment to an array's length",
    'Write `a.length = n`, or use push()/pop().',
  ),
  hasOwnPropertyCall: unsupported(
    3711,
    'A form of hasOwnProperty.call() without an object',
    'This form of hasOwnProperty.call()',
    'Write `Object.hasOwn(o, key)`.',
  ),
  objectFunction: unsupported<[name: string]>(
    3712,
    'An Object function outside the subset',
    (name) => `Object.${name}()`,
    (name) => OBJECT_FUNCTION_INSTEAD.get(name) ?? OBJECT_FUNCTION_FIX,
    OBJECT_FUNCTION_FIX,
  ),
  objectKeysOfString: unsupported<[name: string]>(
    3713,
    'Object.keys()/values()/entries() of a string',
    (name) => `Object.${name}() of a string`,
    'Use Array.from(text) for its characters.',
  ),
  fromEntriesSource: unsupported<[type: string]>(
    3714,
    'Object.fromEntries() of something that is not an array',
    (type) => `Object.fromEntries() of a ${type}`,
    'Pass an array of [key, value] pairs or a Map.',
  ),
  dictionaryKeyFromData: caution<[access: string]>(
    3716,
    'A plain object (`Record<string, T>`, an index signature) indexed by a key that is not a literal',
    (access) =>
      `\`${access}\` uses a plain object as a lookup table with a key from data: in Node, keys such as \`constructor\`, \`toString\` or \`__proto__\` find Object's built-ins (a function, the prototype) where PHP finds nothing, so the two answer differently.`,
    'Use a Map (`new Map<string, T>()` with get/set/has) when keys come from users or content; keep the object when its keys are your own.',
  ),
  freezeOfShared: unsupported(
    3717,
    'Object.freeze() of a value other names may hold',
    'Object.freeze() of a value other than a fresh object or array literal',
    'Freeze the literal where it is made (`const limits = Object.freeze({ perPage: 20 })`): in PHP only the `Readonly<T>` type stops writes, so no other name may hold the value.',
  ),
  assignOntoArray: unsupported(
    3715,
    'Object.assign() onto an array',
    'Object.assign() onto an array',
    'Assign onto a plain object, or use splice()/concat() for arrays.',
  ),

  // 38xx: RegExp, Date, Error.
  regExpPattern: unsupported<[reason: string]>(
    3801,
    'A regular expression PCRE would read differently',
    (reason) => `In this regular expression, ${reason},`,
    'See docs/subset/strings-numbers.md for the regular expressions handlers may use.',
  ),
  computedRegExp: unsupported(
    3802,
    'A RegExp built from spread arguments',
    'A RegExp built from spread arguments',
    'Pass the pattern and the flags as two arguments: `new RegExp(pattern, flags)`.',
  ),
  regExpMethod: unsupported<[name: string]>(
    3803,
    'A RegExp method other than test and exec',
    (name) => `RegExp#${name}()`,
    'Handlers may call test() and exec() on a regular expression.',
  ),
  matchPattern: unsupported<[name: string]>(
    3804,
    'match()/matchAll()/search() with a pattern that is not a RegExp or a literal string',
    (name) => `${name}() with a pattern that is not a RegExp or a literal string`,
    'Pass a RegExp: a literal, or `new RegExp(pattern, flags)` for a pattern built at run time; to find a string, use indexOf() or includes().',
  ),
  matchAllAsValue: unsupported(
    3805,
    'matchAll() outside for-of or spread',
    'matchAll() outside for-of or spread',
    'Iterate it directly (`for (const m of s.matchAll(re))`) or spread it: `[...s.matchAll(re)]`.',
  ),
  matchProperty: unsupported<[name: string]>(
    3806,
    'A property of a match other than index, input and groups',
    (name) => `\`match.${name}\``,
    'Handlers may read index, input and groups of a match.',
  ),
  dateCall: unsupported(
    3811,
    '`Date()` called without new',
    '`Date()` called without new (the local time as a string)',
    'Write `new Date().toISOString()`.',
  ),
  dateFunction: unsupported<[name: string]>(
    3812,
    'A Date function other than now, UTC and parse',
    (name) => `Date.${name}()`,
    'Handlers may use Date.now(), Date.UTC() and Date.parse().',
  ),
  /** `utcTwin`: the UTC method handlers may use instead, when there is one. */
  dateMethod: unsupported<[name: string, utcTwin: string | undefined]>(
    3813,
    'A local-time or formatting date method',
    (name) => `The date method ${name}()`,
    (name, utcTwin) =>
      utcTwin
        ? `Use ${utcTwin}(): WordPress runs PHP in UTC, so local time would differ from Node's.`
        : /^set/.test(name)
          ? 'Build a new date instead: `new Date(Date.UTC(y, m, d, h, min, s))`.'
          : DATE_METHOD_FIX,
    DATE_METHOD_FIX,
  ),
  dateComponents: unsupported(
    3814,
    '`new Date(year, month, …)` (local time)',
    '`new Date(year, month, …)` (local time)',
    'Write `new Date(Date.UTC(year, month, …))`: handlers run in UTC.',
  ),
  errorOptions: unsupported(
    3821,
    'The options argument of an error constructor (`cause`)',
    'The options argument of an error constructor (`cause`)',
    'Put the cause into the message.',
  ),
  errorSpread: unsupported(
    3822,
    'Spread arguments to an error constructor',
    'A spread argument to an error constructor',
    'Pass the message.',
  ),
  errorProperty: unsupported<[name: string]>(
    3823,
    'An error property other than message and name',
    (name) => `\`error.${name}\``,
    "Handlers may read an error's message and name.",
  ),
  instanceofTarget: unsupported<[source: string]>(
    3824,
    '`instanceof` with a class outside the subset',
    (source) => `\`instanceof ${source}\``,
    'Handlers may test instanceof with their own classes, classes from ts2wp/wordpress (WP_Error, WP_Post…), Error (and TypeError, RangeError…), Array and Object.',
  ),

  // 39xx: the WordPress API ($wpdb and its SQL, the plugin's paths).
  sqlFromValues: entry<[method: string, prepared: string]>(
    3901,
    'SQL text built from values that are not constants (`wpdb.query()`, `get_*()`, `prepare()`, `dbDelta()`)',
    "Put a placeholder where the value goes and pass the value to wpdb.prepare(): `wpdb.get_results(wpdb.prepare(`SELECT * FROM ${wpdb.prefix}books WHERE title = %s`, title))`. Only literals, `const`s of them, wpdb's table names and `cond ? 'ASC' : 'DESC'` may be written into SQL.",
    (method, prepared) =>
      `The SQL given to ${method === 'dbDelta' ? 'dbDelta()' : `wpdb.${method}()`} is built from a value that is not a constant, which lets a request rewrite the query (SQL injection). ${
        method === 'prepare'
          ? 'Write a placeholder in the query and pass the value as an argument'
          : method === 'dbDelta'
            ? 'Write the CREATE TABLE statement from literals and wpdb table names'
            : 'Pass the value through wpdb.prepare()'
      }: ${prepared}.`,
  ),
  placeholderCount: entry<[placeholders: number, args: number]>(
    3902,
    'wpdb.prepare() with a different number of placeholders than values',
    'Give one value per placeholder (`%s`, `%d`, `%f`, `%i`; numbered `%1$s` count once); write a literal `%` as `%%`.',
    (placeholders, args) =>
      `This query has ${placeholders} placeholder${placeholders === 1 ? '' : 's'} but wpdb.prepare() gets ${args} value${args === 1 ? '' : 's'}: WordPress would refuse it (or leave a value out). Give one value per placeholder (\`%s\`, \`%d\`, \`%f\`, \`%i\`); write a literal \`%\` as \`%%\`${placeholders === 0 ? '; SQL without values needs no prepare()' : ''}.`,
  ),
  identifierPlaceholder: entry<[requiresWp: string]>(
    3903,
    'The `%i` placeholder (an identifier) in a plugin for WordPress before 6.2',
    'Set "requiresWp" to "6.2" or later in ts2wp.config.json, or write the table name into the SQL from wpdb (`${wpdb.prefix}books`).',
    (requiresWp) =>
      `wpdb.prepare()'s \`%i\` (a table or column name) exists since WordPress 6.2, and this plugin declares "requiresWp": "${requiresWp}": older WordPress would quote it as a string. Set "requiresWp" to "6.2" or later, or write the table name into the SQL from wpdb (\`\${wpdb.prefix}books\`).`,
  ),
  wordPressGlobalOutsideFunction: unsupported<[name: string]>(
    3904,
    '`wpdb` outside a function body (a module constant, a field initializer, a static block)',
    (name) => `\`${name}\` outside a function body`,
    'Read it inside the function or method that needs it: PHP declares `global $wpdb;` in a function.',
  ),
  pluginPathsAsValue: unsupported(
    3905,
    '`plugin` from ts2wp/wordpress used as a value',
    '`plugin` as a value',
    'Read its properties where they are needed: `plugin.file`, `plugin.dir`, `plugin.url`, `plugin.basename`.',
  ),
  dbDeltaOutsideStatement: unsupported(
    3906,
    '`dbDelta()` where no statement can load wp-admin/includes/upgrade.php first (a field initializer, a parameter default)',
    '`dbDelta()` here',
    'Call it in a statement of a function body, such as your @Activate method.',
  ),
  directQueryOnCoreTable: caution<[call: string, table: string, api: string]>(
    3907,
    "A direct `wpdb` query on one of WordPress's own tables (`wpdb.posts`, `wpdb.postmeta`, `wpdb.options`, `wpdb.users`…)",
    (call, table, api) =>
      `\`${call}\` queries WordPress's own \`${table}\` table directly, which Plugin Check reports (WordPress.DB.DirectDatabaseQuery): wordpress.org asks for ${api}, which caches and runs the filters other plugins hook.`,
    "Use the table's API (WP_Query, get_post_meta(), get_option(), get_users()…); query directly only the plugin's own tables (`${wpdb.prefix}books`).",
  ),
  hardCodedTablePrefix: caution<[call: string, table: string, named: string]>(
    3908,
    'A `wpdb` query that writes the table prefix out (`FROM wp_posts`, `wp_books`)',
    (call, table, named) =>
      `\`${call}\` names the table \`${table}\` with its prefix written out: a site sets its own prefix in wp-config.php ($table_prefix), so there the query misses the table. Write \`${named}\`.`,
    "Name the prefix: `${wpdb.prefix}books` for a table of the plugin, `wpdb.posts`, `wpdb.postmeta`… for WordPress's.",
  ),
  unescapedOutput: caution<[call: string, arg: string]>(
    3909,
    '`wp_die()` given a message or title that is neither a literal nor escaped',
    (call, arg) =>
      `\`${call}()\` prints its ${arg} into an HTML page as it is: a value from a request or the database could carry markup or script (WordPress.Security.EscapeOutput, an error under Plugin Check).`,
    "Escape it where it is printed: `wp_die(esc_html(message))`, `esc_html__('Not allowed.', 'my-slug')`, or pass a string literal.",
  ),
  offloadedAsset: caution<[call: string, kind: string, host: string]>(
    3910,
    '`wp_enqueue_script()`/`wp_enqueue_style()` (or `wp_register_…`) given a URL on another host',
    (call, kind, host) =>
      `\`${call}()\` loads a ${kind} from ${host}: wordpress.org does not accept plugins that load their JavaScript or CSS from a third-party CDN (guideline 8), and Plugin Check reports known CDNs as an error (PluginCheck.CodeAnalysis.EnqueuedResourceOffloading).`,
    "Ship the file in the plugin and load it from there: `${plugin.url}assets/chart.min.js`. A service's own script (a payment provider's SDK) may stay remote: say in readme.txt what the service is and where its terms are.",
  ),
  highPaginationLimit: caution<[key: string, value: string]>(
    3911,
    '`posts_per_page` or `numberposts` above 100 in a query',
    (key, value) =>
      `\`${key}: ${value}\` asks for more than 100 posts in one query, which can exhaust memory on a large site; the WordPress coding standards report it (WordPress.WP.PostsPerPage).`,
    "Page through the results with `paged` (100 or fewer at a time), or ask only for IDs (`fields: 'ids'`) when that is what you need.",
  ),
} as const;

/**
 * @Api options and controllers (1xxx), the project and its config (2xxx) and the emitted
 * PHP (4xxx): one code per rule, with what it means and how to fix it, and one named
 * factory per message the compiler reports under it (`Rules.BadNamespace.missing()`).
 * The messages name the value at fault; a message that tells the fix uses the rule's
 * own `fix` text, so each fix has one wording.
 */
type Messages = Record<string, (...args: never[]) => string>;

type Rule<M extends Messages> = { readonly code: number; readonly title: string; readonly fix: string } & {
  readonly [K in keyof M]: (...args: Parameters<M[K]>) => Problem;
};

function rule<M extends Messages>(code: number, title: string, fix: string, messages: (fix: string) => M): Rule<M> {
  const factories = Object.entries(messages(fix)).map(([name, message]) => [
    name,
    (...args: never[]) => problem(code, message(...args)),
  ]);
  return { code, title, fix, ...Object.fromEntries(factories) } as Rule<M>;
}

/** A rule whose diagnostic is a warning: printed, but the build still writes the plugin. */
function warning<M extends Messages>(
  code: number,
  title: string,
  fix: string,
  messages: (fix: string) => M,
): Rule<M> & { readonly warning: true } {
  return { ...rule(code, title, fix, messages), warning: true as const };
}

const json = (value: unknown) => JSON.stringify(value);

export const Rules = {
  OptionNotStatic: rule(
    1001,
    'An @Api option whose value is not known at compile time',
    'Use literals, `as const` values or references to `const` declarations.',
    (fix) => ({
      decorator: () => `@Api options must be known at compile time. ${fix}`,
      phpAttribute: (key: string) =>
        `#[Api] option "${key}" must be a literal (string, number, bool, null or array of them).`,
    }),
  ),
  UnknownOption: rule(
    1002,
    'An unknown @Api option',
    'Use namespace, endpoint, name, methods, params, patterns, permission, batch and barePath.',
    () => ({
      decorator: (key: string, known: readonly string[]) =>
        `Unknown @Api option "${key}". Known options: ${known.join(', ')}.`,
      phpAttribute: (known: readonly string[]) =>
        `#[Api] takes at most ${known.length} arguments: ${known.join(', ')}.`,
    }),
  ),
  BadNamespace: rule(
    1003,
    'A missing or invalid route namespace',
    'Write "<vendor>/<version>" such as \'acme/v1\'.',
    (fix) => ({
      missing: () => "@Api needs a namespace: add `namespace: 'vendor/v1'`.",
      invalid: (ns: unknown) => `Invalid namespace ${json(ns)}. ${fix} No leading or trailing slash.`,
    }),
  ),
  BadEndpoint: rule(
    1004,
    'An invalid endpoint',
    'Start it with "/", no trailing slash; declare path values in `params`.',
    () => ({
      invalid: (endpoint: unknown) =>
        `Invalid endpoint ${json(endpoint)}: it starts with "/", has no trailing slash and only letters, digits, "_", "-", "." or "~" in its segments, e.g. '/articles'. Declare path values in \`params\`, not in the endpoint.`,
    }),
  ),
  BadMethod: rule(
    1005,
    'Invalid HTTP methods',
    'Use GET, POST, PUT, DELETE or PATCH, or a non-empty array of them, in capitals.',
    () => ({
      invalid: (methods: unknown, known: readonly string[]) =>
        `Invalid methods ${json(methods)}: use one of ${known.join(', ')} or a non-empty array of them without repeats, in capitals.`,
    }),
  ),
  BadParams: rule(
    1006,
    'Invalid params',
    'Map parameter names (identifiers) to string, number, boolean, array or object.',
    () => ({
      /** `why` says which entry is wrong (analyze/options.ts readParams()). */
      invalid: (why: string) => why,
    }),
  ),
  BadPermission: rule(
    1007,
    'A permission that is not a boolean, a capability, a list of capabilities or `{ capability, of }` naming a path param',
    "Use false (anyone), true (caller must be logged in), a capability such as 'edit_posts' (letters, digits, `_`, `-`), a non-empty list of capabilities without repeats (all required), or `{ capability: 'edit_post', of: 'id' }` for a meta capability checked on a path value.",
    () => ({
      /** `why` says what is wrong with the value (analyze/options.ts readPermission()). */
      invalid: (why: string) => why,
    }),
  ),
  BadName: rule(1008, 'An invalid route name', "Use an identifier such as 'listArticles'.", (fix) => ({
    invalid: (name: unknown) => `Invalid route name ${json(name)}. ${fix}`,
  })),
  DuplicateName: rule(1009, 'Two routes with the same name', 'Give each route its own name.', () => ({
    taken: (name: string, first: string) =>
      `Route name '${name}' is already used at ${first}; route names must be unique in the plugin. Rename one.`,
  })),
  DuplicateRoute: rule(
    1010,
    'Two routes with the same method and path',
    'Change one endpoint, its params or its methods; when one of them is a bare body path, add `barePath: false` to that route.',
    () => ({
      /** `bareOf`: which of the two routes serve `shape` as their bare body path. */
      taken: (shape: string, first: string, at: string, bareOf: readonly string[]) =>
        `${shape} is already served by ${first} at ${at}.` +
        (bareOf.length
          ? bareOf
              .map(
                (route) =>
                  ` ${shape} is the bare body path of ${route} (a POST, PUT or PATCH route with params is also served without its segments, params from the body): add \`barePath: false\` to its @Api to serve it at its full path only.`,
              )
              .join('')
          : ' Change the endpoint, params or methods of one of them.'),
    }),
  ),
  StaticHandler: rule(1011, 'A static handler', 'Remove `static`: handlers are instance methods.', () => ({
    decorator: () => '@Api handlers must be instance methods. Remove `static`.',
    phpAttribute: () => '#[Api] handlers must be instance methods. Remove `static`.',
  })),
  PrivateHandler: rule(
    1012,
    'A private or protected handler',
    'Make it public: WordPress calls it from outside the class.',
    () => ({
      decorator: () =>
        '@Api handlers must be public: WordPress calls them from outside the class. Remove `private`/`protected`/`#`.',
      phpAttribute: () => '#[Api] handlers must be public: WordPress calls them from outside the class.',
    }),
  ),
  NotAMethod: rule(
    1013,
    '@Api on something that is not a method',
    'Move it onto the method that handles the route.',
    (fix) => ({
      decorator: () => `@Api can only decorate a method. ${fix}`,
      phpAttribute: () => '#[Api] can only mark a method.',
    }),
  ),
  NotAController: rule(
    1014,
    '@Api outside a controller, or a PHP controller of the wrong shape',
    'Put handlers in a named class that extends Controller; one PHP controller class per file, named like it.',
    () => ({
      outsideController: (className: string | undefined) =>
        `@Api is only allowed in a named class that extends Controller from 'ts2wp'. Write \`export class ${className ?? 'MyController'} extends Controller\`.`,
      phpNotExtending: (className: string) =>
        `PHP controller ${className} must extend the framework Controller: add \`use Framework\\Controller;\` and \`extends Controller\`.`,
      phpWrongFile: (className: string) =>
        `PHP controller ${className} must live in ${className}.php (one class per file, autoloaded by name).`,
      phpClassCount: (found: number) =>
        `A PHP file under app/Controllers/ must declare exactly one controller class (found ${found}).`,
    }),
  ),
  BadDecoratorCall: rule(
    1015,
    '@Api not called with one options object',
    "Write `@Api({ namespace: 'acme/v1', endpoint: '/hello' })`.",
    () => ({
      arguments: () => "@Api takes one options object: `@Api({ namespace: 'acme/v1', endpoint: '/hello' })`.",
      notAnObject: () => "@Api takes one options object: `@Api({ namespace: 'acme/v1' })`.",
    }),
  ),
  BadHandlerSignature: rule(
    1016,
    'A handler with other parameters than `(params, request)`',
    'Take `(params)` or `(params, request)`, with a plain name.',
    () => ({
      name: () => '@Api handler names must be plain identifiers.',
      parameters: () => 'A handler takes `(params)` or `(params, request)`; remove the extra parameters.',
    }),
  ),
  BadRequestType: rule(
    1018,
    "A handler's params type that cannot be a request schema (a function, class instance, open generic, `any`, non-string index signature)",
    'Declare plain JSON data: string, number, boolean, null, literal unions, arrays and object shapes; use `unknown` for a value left unchecked.',
    () => ({
      field: (path: string, why: string) =>
        `${path} cannot be a request field: ${why}. Declare plain JSON data (string, number, boolean, null, literal unions, arrays, object shapes), or \`unknown\` to leave it unchecked.`,
    }),
  ),
  DuplicateController: rule(
    1017,
    'Two controller classes with the same name (PHP compares case-insensitively)',
    'Rename one.',
    () => ({
      declared: (className: string, first: string) =>
        `Controller class ${className} is already declared in ${first}; PHP class names are case-insensitive and one class maps to one file. Rename one.`,
    }),
  ),
  PublicWriteRoute: warning(
    1019,
    'A POST, PUT, PATCH or DELETE route without `permission`: anyone can call it',
    "Add a capability (`permission: 'edit_posts'`), `permission: true` for any logged-in user, or write `permission: false` to keep it public on purpose.",
    () => ({
      public: (methods: string) =>
        `Anyone can call this ${methods} route: it has no \`permission\`. Add the capability a caller needs (\`permission: 'edit_posts'\`), \`permission: true\` for any logged-in user, or write \`permission: false\` to keep it public on purpose.`,
    }),
  ),
  BadBatch: rule(
    1020,
    'A `batch` option that is not a boolean',
    'Write `batch: true` to let the batch API (POST /wp-json/batch/v1) run the route, or leave it out.',
    () => ({
      invalid: (batch: unknown) => `Invalid batch ${json(batch)}: write true, or leave it out.`,
    }),
  ),
  BadPattern: rule(
    1021,
    'A `patterns` entry that is not a usable segment regex',
    "Map a declared param to a regular expression for one path segment, e.g. `patterns: { id: '\\\\d+' }`: no `/`, `@`, anchors, capturing groups or back-references, and it must not match an empty segment.",
    () => ({
      /** `why` says which entry is wrong (analyze/options.ts readPatterns()). */
      invalid: (why: string) => why,
    }),
  ),
  BadBarePath: rule(
    1022,
    'A `barePath` option that is not a boolean, or `false` on a route that has no bare path',
    'Write `barePath: false` only on a POST, PUT or PATCH route with params; otherwise leave it out.',
    () => ({
      invalid: (barePath: unknown) => `Invalid barePath ${json(barePath)}: write false, or leave it out.`,
      needless: () =>
        'barePath: false changes nothing here: only a POST, PUT or PATCH route with params is also served at its bare path. Remove it.',
    }),
  ),
  BadArgTag: rule(
    1023,
    'A JSDoc tag on a request field that WordPress cannot check (`@minimum` on a string, a value that is not a number, a bad `@pattern`, a `@default` of the wrong type), or one in a comment that shares a line with the code before it, which TypeScript does not attach',
    "Put each `/** … */` on its own line above the member. Use `@minimum`/`@maximum` on numbers, `@minLength`/`@maxLength`/`@pattern` on strings, `@minItems`/`@maxItems` on arrays, each with a literal value; `@default` with a JSON value of the member's type.",
    () => ({
      /** `why` says which tag and why (analyze/arg-tags.ts BadArgTag). */
      tag: (why: string) => `${why}.`,
    }),
  ),

  // Hooks and lifecycle (app/Hooks/, analyze/hooks.ts).
  HookOutsideHooks: rule(
    1101,
    'A hook decorator outside a class under app/Hooks',
    'Move the method into a named class in a file under app/Hooks/.',
    () => ({
      misplaced: () =>
        'Hook decorators are only read in named top-level classes of files under app/Hooks/. Move this method into such a class, e.g. app/Hooks/PluginHooks.ts.',
    }),
  ),
  HookNotPublicMethod: rule(
    1102,
    'A hook decorator on something other than a public method',
    'Put it on a public method with a plain name: WordPress calls it from outside the class.',
    () => ({
      notPublic: (decorator: string) =>
        `${decorator} goes on a public method with a plain name and a body: WordPress calls it from outside the class.`,
    }),
  ),
  HookBadArguments: rule(
    1103,
    'A hook decorator whose arguments are not constant or not valid',
    "Write the hook name as a non-empty string literal and the priority as an integer: `@Action('init', 20)`.",
    () => ({
      notCalled: (decorator: string) => `Call the decorator: write \`${decorator}(…)\`.`,
      notStatic: (decorator: string) =>
        `${decorator}'s arguments must be known at compile time: use literals or references to \`const\` declarations.`,
      hookName: (decorator: string) => `${decorator} takes the hook's name first: \`${decorator}('init')\`.`,
      priority: (decorator: string) => `${decorator}'s priority must be an integer (WordPress's default is 10).`,
      cronEvent: () => `@Cron's event name must be letters, digits, '_' or '-'.`,
      noArguments: (decorator: string) => `${decorator} takes no arguments: write \`${decorator}()\`.`,
    }),
  ),
  WrongHookSignature: rule(
    1104,
    'A hook method whose parameters or return type do not fit the hook',
    'Take no more parameters than the hook passes, no rest parameter; a filter takes the value first and returns the same type.',
    () => ({
      rest: (decorator: string) => `${decorator} methods take named parameters, not a rest parameter.`,
      tooMany: (hook: string, max: number) =>
        `${hook} passes ${max === 0 ? 'no arguments' : `${max} argument${max === 1 ? '' : 's'}`}; remove the extra parameters.`,
      filterWithoutValue: (method: string) =>
        `A @Filter method receives the filtered value as its first parameter and returns it: \`${method}(value: string): string\`.`,
      filterReturn: (returned: string, value: string) =>
        `A filter returns the value it filters: this method returns ${returned}, but its first parameter is ${value}.`,
    }),
  ),
  UnknownSchedule: rule(
    1105,
    'A cron schedule WordPress does not know',
    "Use 'hourly', 'twicedaily', 'daily' or 'weekly'.",
    (fix) => ({
      unknown: (schedule: unknown) => `${json(schedule ?? null)} is not a schedule WordPress knows. ${fix}`,
    }),
  ),
  UninstallNotStatic: rule(
    1106,
    'An @Uninstall method that is not static',
    'Make it `static`: WordPress stores the uninstall callback in the database and calls it without an instance.',
    (fix) => ({
      instance: (method: string) => `@Uninstall must be on a static method, and ${method}() is not. ${fix}`,
    }),
  ),
  DuplicateLifecycle: rule(
    1107,
    'Two @Activate, @Deactivate or @Uninstall methods',
    'Keep one per plugin and call the other code from it.',
    () => ({
      second: (kind: string, first: string, at: string) =>
        `A plugin has one ${kind} callback; ${first} (${at}) is already one. Call this code from there.`,
    }),
  ),
  HookClassNotConstructible: rule(
    1108,
    'Instance hook methods in an abstract class or one whose constructor needs arguments',
    'ts2wp creates the instance with `new Class()`: make the constructor take no required arguments, or the methods static.',
    () => ({
      notConstructible: (className: string, isAbstract: boolean) =>
        `${className} has instance hook methods, so ts2wp creates it with \`new ${className}()\`: ${isAbstract ? 'it must not be abstract' : 'its constructor must not require arguments'}. Or make the hook methods static.`,
    }),
  ),

  ProjectNotFound: rule(
    2001,
    'The project folder does not exist',
    'Pass the folder that holds ts2wp.config.json.',
    (fix) => ({
      missing: (projectDir: string) => `Project directory ${projectDir} does not exist. ${fix}`,
    }),
  ),
  ConfigMissing: rule(
    2002,
    'No ts2wp config',
    'Create ts2wp.config.json, or add a "ts2wp" field to package.json.',
    () => ({
      missing: (projectDir: string) =>
        `No ts2wp config in ${projectDir}. Create ts2wp.config.json with at least "name", "slug", "phpNamespace" and "version", or add a "ts2wp" field to package.json.`,
    }),
  ),
  ConfigSyntax: rule(2003, 'A config file that is not a JSON object', 'Fix the JSON syntax.', (fix) => ({
    json: (file: string, error: string) => `${file} is not valid JSON: ${error}. ${fix}`,
    notAnObject: (file: string) => `${file} must hold a JSON object.`,
  })),
  ConfigUnknownKey: rule(
    2004,
    'An unknown config key',
    'Use name, slug, phpNamespace, version and the optional keys the message lists.',
    () => ({
      unknown: (key: string, known: readonly string[]) =>
        `Unknown config key "${key}". Known keys: ${known.join(', ')}.`,
    }),
  ),
  ConfigBadValue: rule(
    2005,
    'A missing or invalid config value',
    'Follow the format the message gives for that key.',
    () => ({
      notAnObject: () => 'The ts2wp config must be a JSON object.',
      notAList: (key: string, hint: string) =>
        `"${key}" must be an array of strings or one comma-separated string: ${hint}.`,
      tooManyItems: (key: string, count: number, max: number, hint: string) =>
        `"${key}" has ${count} items; wordpress.org reads at most ${max}: ${hint}.`,
      badItem: (key: string, item: string, hint: string) => `"${key}" item "${item}" is invalid; use ${hint}.`,
      placeholderContributor: (item: string, hint: string) =>
        `"contributors" item "${item}" is a placeholder, not a wordpress.org user name (Plugin Check refuses it); use ${hint}.`,
      notAString: (key: string, hint: string) => `"${key}" must be a string: ${hint}.`,
      invalid: (key: string, value: string, hint: string) => `"${key}" is invalid ("${value}"); use ${hint}.`,
      tooLong: (key: string, length: number, hint: string) => `"${key}" has ${length} characters; use ${hint}.`,
      reservedNamespace: (segment: string) =>
        `"phpNamespace" segment "${segment}" is a PHP reserved word; pick another name.`,
      required: (key: string, hint: string) => `"${key}" is required in the ts2wp config: ${hint}.`,
    }),
  ),
  NoControllers: rule(
    2006,
    'No controllers under app/Controllers',
    'Add a class that extends Controller with an @Api method.',
    (fix) => ({
      none: (dir: string) =>
        `No controllers found under ${dir}. ${fix.replace(/\.$/, '')}, e.g. app/Controllers/HelloController.ts.`,
    }),
  ),
  PhpSyntax: rule(2007, 'A hand-written PHP controller that does not parse', 'Fix the PHP syntax.', (fix) => ({
    parse: (error: string) => `This PHP controller does not parse: ${error} ${fix}`,
  })),
  FileTooLarge: rule(2008, 'A source file too large to compile', 'Split it.', () => ({
    tooLarge: (file: string, megabytes: string, limit: number) =>
      `${file} is ${megabytes} MB; controller sources are limited to ${limit} MB. Split it, or move data out of the code.`,
  })),
  NotUtf8: rule(2009, 'A source file that is not UTF-8', 'Save it as UTF-8.', () => ({
    invalid: (file: string, byte: string, offset: number) =>
      `${file} is not valid UTF-8 (byte 0x${byte} at offset ${offset}). Save the file as UTF-8.`,
  })),
  FileUnreadable: rule(
    2010,
    'A config or source that cannot be read (a folder, no permission)',
    'Make it a readable file.',
    (fix) => ({
      unreadable: (file: string, why: string) => `Cannot read ${file}: ${why}. ${fix}`,
    }),
  ),
  NewerWordPressApi: rule(
    2011,
    "A call to a WordPress function, method or class newer than the plugin's `requiresWp`",
    'Raise `requiresWp` in the config to the version the message names (WordPress then refuses to activate the plugin on older sites), or call something older sites have.',
    () => ({
      newer: (name: string, needed: string, since: string, requiresWp: string) =>
        `${name} is new in WordPress ${needed} (@since ${since}), but the plugin requires only WordPress ${requiresWp}: on an older site the call is a fatal error. Set "requiresWp": "${needed}" (or later) in the ts2wp config, which WordPress then enforces before activating the plugin.`,
    }),
  ),
  ConfigNoContributors: warning(
    2012,
    'No `contributors` in the config: readme.txt would have no Contributors line',
    'Add "contributors": ["your-wordpress-org-username"] (wordpress.org user names, which it links on the plugin page).',
    () => ({
      missing: () =>
        'No "contributors": readme.txt gets no Contributors line, which wordpress.org reads to credit and link the authors. Add "contributors": ["your-wordpress-org-username"].',
    }),
  ),
  ConfigRestrictedTerm: warning(
    2013,
    'A plugin name or slug with a term wordpress.org restricts ("wp", "plugin", trademarks such as "google-")',
    'Rename the plugin without it: wordpress.org refuses such names (Plugin Check: trademarked_term). A term it lets you use elsewhere goes after the name ("… for Google").',
    () => {
      const what = (key: string, value: string, term: string) => `The plugin ${key} "${value}" contains "${term}"`;
      const rename = (key: string) => (key === 'name' ? 'Rename the plugin' : 'Choose a slug');
      return {
        anywhere: (key: 'name' | 'slug', value: string, term: string) =>
          `${what(key, value, term)}, a term wordpress.org does not allow anywhere in a plugin ${key} (Plugin Check: trademarked_term). ${rename(key)} without it.`,
        atStart: (key: 'name' | 'slug', value: string, term: string) =>
          `${what(key, value, term)} at its start, which wordpress.org does not allow (Plugin Check: trademarked_term). ${rename(key)} that does not begin with it; "… for ${term}" is allowed.`,
        notForUse: (key: 'name' | 'slug', value: string, term: string) =>
          `${what(key, value, term)}, which wordpress.org allows only as "for ${term}", "with ${term}", "using ${term}" or "and ${term}" (Plugin Check: trademarked_term). ${rename(key)} in one of those forms.`,
      };
    },
  ),

  ReadmeHeader: warning(
    2014,
    "Lines before the first `== Section ==` of the project's readme.txt",
    "Keep only `== Section ==` blocks in the project's readme.txt: ts2wp writes the header (name, Contributors, Tags, Requires at least, Tested up to, Stable tag, License) from ts2wp.config.json, so that it always matches the plugin.",
    (fix) => ({
      ignored: () => `readme.txt: these lines come before the first \`== Section ==\` and are not used. ${fix}`,
    }),
  ),

  EmittedPhpInvalid: rule(
    4001,
    'Emitted PHP that does not parse (a ts2wp bug)',
    'Report it, with the handler that caused it.',
    () => ({
      /** A file read back for a check (output/validate.ts parsePhp()). */
      parse: (error: string) => `${error}.`,
      /** An emitted file (output/php-check.ts). */
      emitted: (error: string) => `ts2wp emitted PHP that does not parse (please report this): ${error}.`,
    }),
  ),
  EmittedPhpForbidden: rule(
    4002,
    'Emitted PHP with a construct plugins must not use',
    'Report it, with the handler that caused it.',
    () => ({
      forbidden: (what: string) => `Emitted PHP contains ${what}, which plugins must not use.`,
    }),
  ),
} as const;

/** Every entry, in code order (docs/diagnostics.md). */
export function catalogue(): { code: number; title: string; fix: string; name: string; warning?: boolean }[] {
  const entries = [
    ...Object.entries(Rules).map(([name, r]) => ({
      name,
      code: r.code,
      title: r.title,
      fix: r.fix,
      ...('warning' in r ? { warning: true } : {}),
    })),
    ...Object.entries(Unsupported).map(([name, f]) => ({
      name,
      code: f.code,
      title: f.title,
      fix: f.fix,
      ...('warning' in f ? { warning: true } : {}),
    })),
  ];
  return entries.sort((a, b) => a.code - b.code);
}
