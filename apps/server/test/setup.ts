import { installValidationMessages } from '@das/shared/validation';

installValidationMessages();
