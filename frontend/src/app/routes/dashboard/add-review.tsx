import { AddReviewForm } from '../../../features/reviews/components/add-review-form';

export default AddReviewForm;
