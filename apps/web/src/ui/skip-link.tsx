import classes from './skip-link.module.css';

/** The id of the page's main region, the target of the skip link. */
export const mainContentId = 'main-content';

/** "Skip to main content": the first thing a keyboard reaches, shown only when focused. */
export function SkipLink() {
  return (
    <a href={`#${mainContentId}`} className={classes.link} data-print-hidden>
      Skip to main content
    </a>
  );
}
