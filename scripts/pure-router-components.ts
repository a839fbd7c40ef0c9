// A build step for react-router's module (docs/decisions/112): see pureRouterComponents.
import type { Plugin } from 'vite';

/**
 * react-router's components made with `forwardRef` (Link, NavLink, Form) are calls at the top of
 * its module, each followed by a `displayName` assignment, so the bundler keeps every one of them,
 * with all it reaches, though the app renders no Form. Each becomes one call marked pure that
 * names the component (the same component, the same name): the unused ones leave the build
 * (docs/decisions/112). A react-router whose module no longer has this shape fails the build.
 */
function pureRouterComponents(code: string): string {
  const named =
    /^var (\w+) = (React\d*)\.forwardRef\(\n([\s\S]*?)\n\);\n\1\.displayName = ("\w+");$/gm;
  let count = 0;
  const out = code.replace(
    named,
    (_all, name: string, react: string, body: string, label: string) => {
      count += 1;
      return `var ${name} = /* @__PURE__ */ withDisplayName(/* @__PURE__ */ ${react}.forwardRef(\n${body}\n), ${label});`;
    },
  );
  if (count === 0 || /^var \w+ = React\d*\.forwardRef\(/m.test(out))
    throw new Error('react-router: its forwardRef components are no longer of the known shape');
  return `${out}\nfunction withDisplayName(component, name) {\n  component.displayName = name;\n  return component;\n}\n`;
}

export function routerComponents(): Plugin {
  const file = /\/react-router\/dist\/production\/chunk-\w+\.mjs$/;
  return {
    name: 'pinstate-pure-router-components',
    transform(code, id) {
      if (!file.test(id) || !code.includes('.forwardRef(')) return null;
      return { code: pureRouterComponents(code), map: null };
    },
  };
}
