// The zoom dialog, loaded when a reader first opens one: pages with images or diagrams no longer
// download it with their content. A spinner holds its place while it downloads; a failed download
// shows the error and a Retry button (LazyBoundary).
import {lazyComponent} from '@site/src/components/LazyBoundary';
import type {ZoomDialogProps} from './index';

const LazyZoomDialog = lazyComponent<ZoomDialogProps>(() => import('./index'));

export default LazyZoomDialog;
