// Mantine's PostCSS preset: light-dark(), rem(), and the mixins Mantine's own CSS uses.
// Breakpoints in our CSS are written as em values (Biome parses plain CSS only).
module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
  },
};
