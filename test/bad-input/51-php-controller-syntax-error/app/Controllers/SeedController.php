<?php
namespace App\Controllers;

use Framework\Attributes\Api;
use Framework\Controller;

class SeedController extends Controller {
	#[Api(namespace: 'bad/v1')]
	public function item( $params ) {
		return array( ;
	}
}
