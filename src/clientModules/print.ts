/**
 * Print support: the print stylesheet, and <details> blocks opened for printing (a closed
 * details hides its content in a way CSS alone cannot undo everywhere), then closed again.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import '../css/print.css';

const OPENED_FOR_PRINT = 'data-opened-for-print';

function openAllDetails(): void {
  document.querySelectorAll('details:not([open])').forEach((details) => {
    details.setAttribute(OPENED_FOR_PRINT, '');
    details.setAttribute('open', '');
  });
}

function restoreDetails(): void {
  document.querySelectorAll(`details[${OPENED_FOR_PRINT}]`).forEach((details) => {
    details.removeAttribute(OPENED_FOR_PRINT);
    details.removeAttribute('open');
  });
}

if (ExecutionEnvironment.canUseDOM) {
  window.addEventListener('beforeprint', openAllDetails);
  window.addEventListener('afterprint', restoreDetails);
}
